import { readFileSync } from "node:fs";

/**
 * TinyUSDZ (the npm package `tinyusdz`: a wasm build of an independent C++ USD parser) loaded in
 * Node. Its build targets browsers only, so it is told it runs in one while it starts: a window
 * global, and `process.type = "renderer"` (what it checks to tell Electron's renderer from Node),
 * with the wasm bytes handed over instead of fetched.
 */
type Native = any;
let loading: Promise<Native> | null = null;

async function load(): Promise<Native> {
  const wasm = readFileSync(require.resolve("tinyusdz/tinyusdz.wasm"));
  const g = globalThis as { window?: unknown };
  const hadWindow = "window" in g;
  const proc = process as { type?: string };
  g.window = globalThis;
  proc.type = "renderer";
  try {
    const { default: init } = (await import("tinyusdz/tinyusdz.js" as string)) as { default: (options: object) => Promise<Native> };
    return await init({ wasmBinary: wasm, print: () => {}, printErr: () => {} });
  } finally {
    delete proc.type;
    if (!hadWindow) delete g.window;
  }
}

export interface UsdReading {
  /** The layer's metadata and prims as TinyUSDZ writes them back (`metersPerUnit`, `upAxis`, the anchoring tokens). */
  layerText: string;
  meshes: { name: string; points: number[]; materialId: number; faceVertexIndices: number[]; texcoords: unknown }[];
  materials: Record<string, unknown>[];
  textures: Record<string, unknown>[];
  images: Record<string, unknown>[];
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v)));

/** Opens a USDZ (or USDA) with TinyUSDZ; throws with its error when it cannot. */
export async function readUsd(bytes: Uint8Array, fileName = "model.usdz"): Promise<UsdReading> {
  const native = await (loading ??= load());
  const scene = new native.TinyUSDZLoaderNative();
  if (!scene.loadFromBinary(bytes, fileName)) throw new Error(`TinyUSDZ could not open it: ${scene.error()}`);
  const layer = new native.TinyUSDZLoaderNative();
  if (!layer.loadAsLayerFromBinary(bytes, fileName)) throw new Error(`TinyUSDZ could not open it as a layer: ${layer.error()}`);
  const meshes = [];
  for (let i = 0; i < scene.numMeshes(); i++) meshes.push(plain(scene.getMesh(i)));
  const collect = (get: (i: number) => unknown) => {
    const out = [];
    for (let i = 0; i < 256; i++) {
      const item = get(i);
      if (!item || (typeof item === "object" && Object.keys(item as object).length === 0)) break;
      out.push(plain(item));
    }
    return out;
  };
  const materials = collect((i) => scene.getMaterial(i));
  const textures = collect((i) => scene.getTexture(i));
  const images = collect((i) => scene.getImage(i));
  return { layerText: layer.layerToString(), meshes, materials, textures, images };
}
