/**
 * A valid GLB of about `bytes` bytes, made of one mesh whose triangles fill the buffer: a grid of
 * small quads, so validator and optimiser both have real geometry to go through.
 */
export function largeGlb(bytes: number): Buffer {
  // What the JSON and headers take (well under 1 KiB) is left out, so the file stays within `bytes`.
  const triangles = Math.floor((bytes - 1024) / 36);
  const vertexCount = triangles * 3;
  const positions = new Float32Array(vertexCount * 3);
  const columns = 2048;
  for (let t = 0; t < triangles; t++) {
    const x = (t % columns) * 0.01;
    const z = Math.floor(t / columns) * 0.01;
    const o = t * 9;
    positions.set([x, 0, z, x + 0.01, 0, z, x, 0, z + 0.01], o);
  }
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = positions[i + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  const bin = Buffer.from(positions.buffer, positions.byteOffset, positions.byteLength);
  const gltf = {
    asset: { version: "2.0", generator: "vitrine-tests" },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, mode: 4 }] }],
    buffers: [{ byteLength: bin.length }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: bin.length, target: 34962 }],
    accessors: [{ bufferView: 0, componentType: 5126, count: vertexCount, type: "VEC3", min, max }],
  };
  let json = Buffer.from(JSON.stringify(gltf));
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const total = 12 + 8 + json.length + 8 + bin.length;
  const header = Buffer.alloc(12);
  header.write("glTF", 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const jsonHeader = Buffer.alloc(8);
  jsonHeader.writeUInt32LE(json.length, 0);
  jsonHeader.write("JSON", 4);
  const binHeader = Buffer.alloc(8);
  binHeader.writeUInt32LE(bin.length, 0);
  binHeader.write("BIN\0", 4);
  return Buffer.concat([header, jsonHeader, json, binHeader, bin]);
}
