/**
 * A meshopt decoder for GLTFLoader that loads the real one (about 20 KB gzip, mostly its
 * WebAssembly) only when a file actually uses EXT_meshopt_compression. Uploads are
 * meshopt-compressed by the API, but the viewer should not pay for the decoder before it has
 * a model that needs it. It ships inside three.js, so nothing is fetched from elsewhere.
 */
import type { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";

type Decoder = {
  ready: Promise<void>;
  decodeGltfBufferAsync(count: number, size: number, source: Uint8Array, mode: string, filter?: string): Promise<Uint8Array>;
};

let decoder: Promise<Decoder> | null = null;

function realDecoder(): Promise<Decoder> {
  decoder ??= import("three/examples/jsm/libs/meshopt_decoder.module.js").then(async (module) => {
    const real = module.MeshoptDecoder as unknown as Decoder;
    await real.ready;
    return real;
  });
  return decoder;
}

/** Starts loading the decoder now, for a file known to need it (see the viewer's model loading). */
export function preloadMeshoptDecoder(): void {
  if (typeof WebAssembly === "object") realDecoder().catch(() => undefined);
}

/** What GLTFLoader calls: `supported` and `decodeGltfBufferAsync` (meshoptimizer 0.19+). */
const lazyDecoder = {
  supported: typeof WebAssembly === "object",
  get ready(): Promise<void> {
    return realDecoder().then(() => undefined);
  },
  async decodeGltfBufferAsync(count: number, size: number, source: Uint8Array, mode: string, filter?: string): Promise<Uint8Array> {
    const real = await realDecoder();
    return real.decodeGltfBufferAsync(count, size, source, mode, filter);
  },
};

/** A GLTFLoader that decodes meshopt-compressed files, loading the decoder on first need. */
export function withLazyMeshopt(loader: GLTFLoader): GLTFLoader {
  // The loader's type names the full decoder; it calls only what lazyDecoder has.
  return loader.setMeshoptDecoder(lazyDecoder as unknown as Parameters<GLTFLoader["setMeshoptDecoder"]>[0]);
}
