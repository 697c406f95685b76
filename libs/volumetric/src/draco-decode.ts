/**
 * Draco's own dequantisation, kept for the GPU: position = quantized × scale + offset, in float32 as Draco computes it
 * (scale = range / (2^bits − 1), offset = the per-axis minimum). The renderer puts it in the model matrix.
 */
export interface PositionQuantization {
  bits: number;
  scale: number;
  offset: [number, number, number];
}

/** A decoded frame, ready to copy into the player's geometry buffer (all typed arrays, transferable). */
export interface DecodedFrame {
  kind: 'points' | 'mesh';
  count: number;
  /**
   * Float positions, or (when decoded with `quantized` and the frame's positions are quantised to ≤ 16 bits) the
   * quantised integers, with `quantization` saying how to map them back: the same points, half the bytes, and the
   * decoder skips its dequantisation pass.
   */
  positions: Float32Array | Uint16Array;
  quantization?: PositionQuantization;
  /** RGB 0–255 per point, or null when the frame has no colour. */
  colors: Uint8Array | null;
  /** Triangle indices for a mesh, null for a point cloud. */
  indices: Uint32Array | null;
}

/** Draco attribute unique ids, as a glTF file's KHR_draco_mesh_compression extension names them. */
export interface DracoAttributeIds {
  position: number;
  color?: number;
}

/**
 * Decodes one Draco buffer with an initialised decoder module. Self-contained on purpose (no imports, no helpers):
 * the worker pool ships this function's source into each worker, and Node's sequence check calls it directly, so
 * the browser and the import check decode exactly alike. Throws on a corrupt buffer. A plain .drc frame finds its
 * attributes by their semantic type; a Draco buffer inside a GLB passes the unique ids its extension names, since
 * glTF encoders need not set Draco's semantic types.
 */
export function decodeDracoFrame(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  draco: any,
  bytes: Uint8Array,
  ids?: DracoAttributeIds,
  quantized = false,
): DecodedFrame {
  const buffer = new draco.DecoderBuffer();
  const decoder = new draco.Decoder();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let geometry: any = null;
  try {
    buffer.Init(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.byteLength);
    // Positions keep their quantised integers; the GPU applies the affine map (see PositionQuantization).
    if (quantized && !ids) decoder.SkipAttributeTransform(draco.POSITION);
    const type = decoder.GetEncodedGeometryType(buffer);
    let status;
    if (type === draco.TRIANGULAR_MESH) {
      geometry = new draco.Mesh();
      status = decoder.DecodeBufferToMesh(buffer, geometry);
    } else if (type === draco.POINT_CLOUD) {
      geometry = new draco.PointCloud();
      status = decoder.DecodeBufferToPointCloud(buffer, geometry);
    } else {
      throw new Error('not a Draco point cloud or mesh');
    }
    if (!status.ok() || geometry.ptr === 0) throw new Error('corrupt Draco data: ' + status.error_msg());
    const count = geometry.num_points();
    const read = (
      attrType: number,
      components: number,
      dataType: number,
      Ctor: typeof Float32Array | typeof Uint8Array | typeof Uint16Array | typeof Uint32Array,
    ) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      let attribute: any;
      if (ids) {
        const uid = attrType === draco.POSITION ? ids.position : ids.color;
        if (uid === undefined || uid === null) return null;
        attribute = decoder.GetAttributeByUniqueId(geometry, uid);
        if (!attribute || attribute.ptr === 0) return null;
      } else {
        const id = decoder.GetAttributeId(geometry, attrType);
        if (id < 0) return null;
        attribute = decoder.GetAttribute(geometry, id);
      }
      if (attribute.num_components() < components) return null;
      // glTF colours are often floats 0–1: read them as floats and scale, a byte read would truncate them to 0 or 1.
      const floatColour = Ctor === Uint8Array && attribute.data_type() === draco.DT_FLOAT32;
      const ReadCtor = floatColour ? Float32Array : Ctor;
      const n = count * attribute.num_components();
      const byteLength = n * ReadCtor.BYTES_PER_ELEMENT;
      const ptr = draco._malloc(byteLength);
      try {
        decoder.GetAttributeDataArrayForAllPoints(
          geometry,
          attribute,
          floatColour ? draco.DT_FLOAT32 : dataType,
          byteLength,
          ptr,
        );
        const all = new ReadCtor(draco.HEAPF32.buffer, ptr, n).slice();
        const stride = attribute.num_components();
        if (stride === components && !floatColour) return all;
        const out = new Ctor(count * components);
        for (let i = 0; i < count; i++)
          for (let c = 0; c < components; c++) {
            const v = all[i * stride + c];
            out[i * components + c] = floatColour ? Math.round(Math.min(1, Math.max(0, v)) * 255) : v;
          }
        return out;
      } finally {
        draco._free(ptr);
      }
    };
    let positions: Float32Array | Uint16Array | null = null;
    let quantization: PositionQuantization | undefined;
    if (quantized && !ids) {
      const id = decoder.GetAttributeId(geometry, draco.POSITION);
      const attribute = id < 0 ? null : decoder.GetAttribute(geometry, id);
      const transform = new draco.AttributeQuantizationTransform();
      try {
        if (attribute && transform.InitFromAttribute(attribute)) {
          const bits: number = transform.quantization_bits();
          const f = Math.fround;
          // Draco's Dequantizer: delta = range / max quantised value, value = float(q) × delta + min, all float32.
          const scale = f(f(transform.range()) / f((1 << bits) - 1));
          const offset: [number, number, number] = [
            f(transform.min_value(0)),
            f(transform.min_value(1)),
            f(transform.min_value(2)),
          ];
          const wide = bits > 16;
          const raw = read(
            draco.POSITION,
            3,
            wide ? draco.DT_UINT32 : draco.DT_UINT16,
            wide ? Uint32Array : Uint16Array,
          );
          if (raw && !wide) {
            positions = raw as Uint16Array;
            quantization = { bits, scale, offset };
          } else if (raw) {
            // More than 16 bits do not fit a 16-bit attribute: dequantise here exactly as Draco would.
            const out = new Float32Array(raw.length);
            for (let i = 0; i < raw.length; i++) out[i] = f(f(f(raw[i]) * scale) + offset[i % 3]);
            positions = out;
          }
        } else {
          // Not quantised (lossless floats): nothing was skipped.
          positions = read(draco.POSITION, 3, draco.DT_FLOAT32, Float32Array) as Float32Array | null;
        }
      } finally {
        draco.destroy(transform);
      }
    } else {
      positions = read(draco.POSITION, 3, draco.DT_FLOAT32, Float32Array) as Float32Array | null;
    }
    if (!positions) throw new Error('the frame has no positions');
    const colors = read(draco.COLOR, 3, draco.DT_UINT8, Uint8Array) as Uint8Array | null;
    let indices: Uint32Array | null = null;
    if (type === draco.TRIANGULAR_MESH) {
      const n = geometry.num_faces() * 3;
      const byteLength = n * 4;
      const ptr = draco._malloc(byteLength);
      try {
        decoder.GetTrianglesUInt32Array(geometry, byteLength, ptr);
        indices = new Uint32Array(draco.HEAPF32.buffer, ptr, n).slice();
      } finally {
        draco._free(ptr);
      }
    }
    return {
      kind: indices ? 'mesh' : 'points',
      count,
      positions,
      colors,
      indices,
      ...(quantization ? { quantization } : {}),
    };
  } finally {
    if (geometry) draco.destroy(geometry);
    draco.destroy(decoder);
    draco.destroy(buffer);
  }
}
