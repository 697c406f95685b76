import type { FrameGeometry } from './encode-frame.js';

/**
 * Reads the PLY files labs export from capture tools (ascii, binary little/big endian): vertex x, y, z (any numeric
 * type), optional red, green, blue (uchar or float 0–1) and optional faces (a list property of vertex indices;
 * polygons are fanned into triangles). Other properties and elements are read past and ignored.
 */
interface Property {
  name: string;
  type: string;
  listCount?: string;
}
interface Element {
  name: string;
  count: number;
  props: Property[];
}

const SIZES: Record<string, number> = {
  char: 1,
  uchar: 1,
  int8: 1,
  uint8: 1,
  short: 2,
  ushort: 2,
  int16: 2,
  uint16: 2,
  int: 4,
  uint: 4,
  int32: 4,
  uint32: 4,
  float: 4,
  float32: 4,
  double: 8,
  float64: 8,
};

function readScalar(view: DataView, at: number, type: string, little: boolean): number {
  switch (type) {
    case 'char':
    case 'int8':
      return view.getInt8(at);
    case 'uchar':
    case 'uint8':
      return view.getUint8(at);
    case 'short':
    case 'int16':
      return view.getInt16(at, little);
    case 'ushort':
    case 'uint16':
      return view.getUint16(at, little);
    case 'int':
    case 'int32':
      return view.getInt32(at, little);
    case 'uint':
    case 'uint32':
      return view.getUint32(at, little);
    case 'float':
    case 'float32':
      return view.getFloat32(at, little);
    case 'double':
    case 'float64':
      return view.getFloat64(at, little);
  }
  throw new Error(`PLY: unknown property type ${type}`);
}

export function readPly(data: Uint8Array): FrameGeometry {
  const headerEnd = Buffer.from(data).indexOf('end_header');
  if (headerEnd < 0 || !Buffer.from(data.subarray(0, 3)).equals(Buffer.from('ply'))) {
    throw new Error('PLY: not a PLY file');
  }
  const header = Buffer.from(data.subarray(0, headerEnd)).toString('latin1').split(/\r?\n/);
  let bodyStart = headerEnd + 'end_header'.length;
  if (data[bodyStart] === 0x0d) bodyStart++;
  bodyStart++;
  let format = '';
  const elements: Element[] = [];
  for (const line of header) {
    const w = line.trim().split(/\s+/);
    if (w[0] === 'format') format = w[1];
    else if (w[0] === 'element') elements.push({ name: w[1], count: Number(w[2]), props: [] });
    else if (w[0] === 'property' && elements.length) {
      const props = elements[elements.length - 1].props;
      if (w[1] === 'list') props.push({ name: w[4], type: w[3], listCount: w[2] });
      else props.push({ name: w[2], type: w[1] });
    }
  }
  if (!['ascii', 'binary_little_endian', 'binary_big_endian'].includes(format)) {
    throw new Error(`PLY: unsupported format ${format}`);
  }
  const vertex = elements.find((e) => e.name === 'vertex');
  if (!vertex || !['x', 'y', 'z'].every((n) => vertex.props.some((p) => p.name === n))) {
    throw new Error('PLY: no vertex x, y, z');
  }
  const positions = new Float32Array(vertex.count * 3);
  const hasColor = ['red', 'green', 'blue'].every((n) => vertex.props.some((p) => p.name === n));
  const colors = hasColor ? new Uint8Array(vertex.count * 3) : null;
  const triangles: number[] = [];
  const slot: Record<string, number> = { x: 0, y: 1, z: 2, red: 0, green: 1, blue: 2 };

  const take = (el: Element, i: number, values: Map<string, number | number[]>) => {
    if (el.name === 'vertex') {
      for (const [name, v] of values) {
        if (name === 'x' || name === 'y' || name === 'z') positions[i * 3 + slot[name]] = v as number;
        else if (colors && (name === 'red' || name === 'green' || name === 'blue')) {
          const type = el.props.find((p) => p.name === name)!.type;
          const n = v as number;
          colors[i * 3 + slot[name]] =
            type.startsWith('float') || type === 'double' ? Math.round(n * 255) : n;
        }
      }
    } else if (el.name === 'face') {
      const list = (values.get('vertex_indices') ?? values.get('vertex_index')) as number[] | undefined;
      if (!list) return;
      for (let k = 1; k + 1 < list.length; k++) triangles.push(list[0], list[k], list[k + 1]);
    }
  };

  if (format === 'ascii') {
    const lines = Buffer.from(data.subarray(bodyStart)).toString('latin1').split(/\r?\n/);
    let at = 0;
    for (const el of elements) {
      for (let i = 0; i < el.count; i++) {
        const words = (lines[at++] ?? '').trim().split(/\s+/).map(Number);
        let k = 0;
        const values = new Map<string, number | number[]>();
        for (const p of el.props) {
          if (p.listCount) {
            const n = words[k++];
            values.set(p.name, words.slice(k, k + n));
            k += n;
          } else values.set(p.name, words[k++]);
        }
        if (words.some((w) => Number.isNaN(w))) throw new Error(`PLY: bad number in ${el.name} ${i}`);
        take(el, i, values);
      }
    }
  } else {
    const little = format === 'binary_little_endian';
    const view = new DataView(data.buffer, data.byteOffset + bodyStart, data.byteLength - bodyStart);
    let at = 0;
    for (const el of elements) {
      for (let i = 0; i < el.count; i++) {
        const values = new Map<string, number | number[]>();
        for (const p of el.props) {
          if (p.listCount) {
            const n = readScalar(view, at, p.listCount, little);
            at += SIZES[p.listCount];
            const list: number[] = [];
            for (let j = 0; j < n; j++, at += SIZES[p.type]) list.push(readScalar(view, at, p.type, little));
            values.set(p.name, list);
          } else {
            values.set(p.name, readScalar(view, at, p.type, little));
            at += SIZES[p.type];
          }
        }
        take(el, i, values);
      }
    }
  }
  if (triangles.some((v) => !Number.isInteger(v) || v < 0 || v >= vertex.count)) {
    throw new Error('PLY: a face names a vertex that does not exist');
  }
  return { positions, colors, indices: triangles.length ? Uint32Array.from(triangles) : null };
}
