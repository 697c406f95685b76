/** A decoded frame, ready to copy into the player's geometry buffer (all typed arrays, transferable). */
export interface DecodedFrame {
  kind: 'points' | 'mesh';
  count: number;
  positions: Float32Array;
  /** RGB 0–255 per point, or null when the frame has no colour. */
  colors: Uint8Array | null;
  /** Triangle indices for a mesh, null for a point cloud. */
  indices: Uint32Array | null;
}

/**
 * Decodes one Draco buffer with an initialised decoder module. Self-contained on purpose (no imports, no helpers):
 * the worker pool ships this function's source into each worker, and Node's sequence check calls it directly, so
 * the browser and the import check decode exactly alike. Throws on a corrupt buffer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function decodeDracoFrame(draco: any, bytes: Uint8Array): DecodedFrame {
  const buffer = new draco.DecoderBuffer();
  const decoder = new draco.Decoder();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let geometry: any = null;
  try {
    buffer.Init(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.byteLength);
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
      Ctor: typeof Float32Array | typeof Uint8Array,
    ) => {
      const id = decoder.GetAttributeId(geometry, attrType);
      if (id < 0) return null;
      const attribute = decoder.GetAttribute(geometry, id);
      if (attribute.num_components() < components) return null;
      const n = count * attribute.num_components();
      const byteLength = n * Ctor.BYTES_PER_ELEMENT;
      const ptr = draco._malloc(byteLength);
      try {
        decoder.GetAttributeDataArrayForAllPoints(geometry, attribute, dataType, byteLength, ptr);
        const all = new Ctor(draco.HEAPF32.buffer, ptr, n).slice();
        if (attribute.num_components() === components) return all;
        const out = new Ctor(count * components);
        const stride = attribute.num_components();
        for (let i = 0; i < count; i++)
          for (let c = 0; c < components; c++) out[i * components + c] = all[i * stride + c];
        return out;
      } finally {
        draco._free(ptr);
      }
    };
    const positions = read(draco.POSITION, 3, draco.DT_FLOAT32, Float32Array) as Float32Array | null;
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
    return { kind: indices ? 'mesh' : 'points', count, positions, colors, indices };
  } finally {
    if (geometry) draco.destroy(geometry);
    draco.destroy(decoder);
    draco.destroy(buffer);
  }
}
