import { NodeIO, type Document, type Node } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import { MeshoptDecoder } from "meshoptimizer";
import sharp from "sharp";
import type { Transform } from "@vitrine/contract";
import type { Rgba, Vec3, WorldMesh } from "./rasterize.js";

/** Textures are looked up per pixel of a picture a few hundred pixels across: 256 px is plenty. */
const TEXTURE_SIDE = 256;

type Mat4 = number[]; // column-major, as glTF and gltf-transform

async function io() {
  await MeshoptDecoder.ready;
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ "meshopt.decoder": MeshoptDecoder });
}

/** Reads a GLB (compressed or quantised ones included: accessors are read back as floats). */
export async function readModel(bytes: Uint8Array): Promise<Document> {
  return (await io()).readBinary(bytes);
}

function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Array<number>(16).fill(0);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[col * 4 + k]!;
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

/** A scene object's placement (three.js conventions: Euler XYZ in radians) times a uniform scale. */
export function placementMatrix(transform: Transform, scale = 1): Mat4 {
  const [x, y, z] = [transform.rotation.x, transform.rotation.y, transform.rotation.z];
  const [a, b] = [Math.cos(x), Math.sin(x)];
  const [c, d] = [Math.cos(y), Math.sin(y)];
  const [e, f] = [Math.cos(z), Math.sin(z)];
  // Rotation Rx·Ry·Rz, as three.js composes the XYZ order.
  const r = [
    [c * e, -c * f, d],
    [a * f + b * e * d, a * e - b * f * d, -b * c],
    [b * f - a * e * d, b * e + a * f * d, a * c],
  ];
  const s = [transform.scale.x * scale, transform.scale.y * scale, transform.scale.z * scale];
  const p = transform.position;
  return [
    r[0]![0]! * s[0]!,
    r[1]![0]! * s[0]!,
    r[2]![0]! * s[0]!,
    0,
    r[0]![1]! * s[1]!,
    r[1]![1]! * s[1]!,
    r[2]![1]! * s[1]!,
    0,
    r[0]![2]! * s[2]!,
    r[1]![2]! * s[2]!,
    r[2]![2]! * s[2]!,
    0,
    p.x,
    p.y,
    p.z,
    1,
  ];
}

const toSrgb = (linear: number) => Math.pow(Math.min(1, Math.max(0, linear)), 1 / 2.2);

async function decodeTexture(image: Uint8Array | null, cache: Map<Uint8Array, Promise<Rgba | null>>): Promise<Rgba | null> {
  if (!image) return null;
  let pending = cache.get(image);
  if (!pending) {
    pending = sharp(image)
      .resize(TEXTURE_SIDE, TEXTURE_SIDE, { fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ width: info.width, height: info.height, data: new Uint8Array(data) }))
      // A texture sharp cannot read leaves the surface its plain colour.
      .catch(() => null);
    cache.set(image, pending);
  }
  return pending;
}

/**
 * The model's triangles placed in the world by `placement`: each mesh node's own world matrix
 * (quantisation's dequantising transform included) then the placement.
 */
export async function worldMeshes(doc: Document, placement: Mat4): Promise<WorldMesh[]> {
  const meshes: WorldMesh[] = [];
  const textures = new Map<Uint8Array, Promise<Rgba | null>>();
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0];
  const nodes: Node[] = [];
  scene?.traverse((node) => void nodes.push(node));
  for (const node of nodes) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const matrix = multiply(placement, node.getWorldMatrix() as unknown as Mat4);
    for (const primitive of mesh.listPrimitives()) {
      if (primitive.getMode() !== 4 /* TRIANGLES */) continue;
      const position = primitive.getAttribute("POSITION");
      if (!position) continue;
      const count = position.getCount();
      const positions = new Float32Array(count * 3);
      const element: number[] = [0, 0, 0];
      for (let i = 0; i < count; i++) {
        position.getElement(i, element);
        const [x, y, z] = element as Vec3;
        positions[i * 3] = matrix[0]! * x + matrix[4]! * y + matrix[8]! * z + matrix[12]!;
        positions[i * 3 + 1] = matrix[1]! * x + matrix[5]! * y + matrix[9]! * z + matrix[13]!;
        positions[i * 3 + 2] = matrix[2]! * x + matrix[6]! * y + matrix[10]! * z + matrix[14]!;
      }
      const indexAccessor = primitive.getIndices();
      const indices = indexAccessor ? Uint32Array.from(indexAccessor.getArray() ?? []) : Uint32Array.from({ length: count }, (_, i) => i);
      const material = primitive.getMaterial();
      const factor = material?.getBaseColorFactor() ?? [1, 1, 1, 1];
      const textureInfo = material?.getBaseColorTexture();
      const texture = await decodeTexture(textureInfo?.getImage() ?? null, textures);
      const texCoord = primitive.getAttribute(`TEXCOORD_${material?.getBaseColorTextureInfo()?.getTexCoord() ?? 0}`);
      let uvs: Float32Array | null = null;
      if (texture && texCoord) {
        uvs = new Float32Array(count * 2);
        const uv: number[] = [0, 0];
        for (let i = 0; i < count; i++) {
          texCoord.getElement(i, uv);
          uvs[i * 2] = uv[0]!;
          uvs[i * 2 + 1] = uv[1]!;
        }
      }
      meshes.push({
        positions,
        uvs,
        indices,
        color: [toSrgb(factor[0]!), toSrgb(factor[1]!), toSrgb(factor[2]!)],
        texture: uvs ? texture : null,
      });
    }
  }
  return meshes;
}

/** The set's floor: a square of `size` metres on the ground, centred under the scene. */
export function floorMesh(size: number, color: Vec3): WorldMesh {
  const h = size / 2;
  return {
    positions: new Float32Array([-h, 0, -h, h, 0, -h, h, 0, h, -h, 0, h]),
    uvs: null,
    indices: new Uint32Array([0, 2, 1, 0, 3, 2]),
    color,
    texture: null,
  };
}
