/**
 * Loads glTF binaries once per URL and keeps the parsed result, so a model preloaded in the
 * background is on screen at once when it is opened, and React can suspend on the same promise
 * (`use(loadGltf(url))`) that the preloader awaits.
 */
import { GLTFLoader, type GLTF } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withLazyMeshopt } from "./lazy-meshopt-decoder";

export type { GLTF };

let loader: GLTFLoader | null = null;

function gltfLoader(): GLTFLoader {
  // Meshopt only: uploads are meshopt-compressed, and its decoder ships inside three (no network).
  // Draco is deliberately left unconfigured: its decoder would be fetched from a CDN at run time.
  loader ??= withLazyMeshopt(new GLTFLoader());
  return loader;
}

const loads = new Map<string, Promise<GLTF>>();

/**
 * The parsed model at `url`; every caller gets the same promise until `forgetGltf(url)`.
 * `onProgress` hears the download of the call that starts the load (later callers share it).
 */
export function loadGltf(url: string, onProgress?: (event: ProgressEvent) => void): Promise<GLTF> {
  let load = loads.get(url);
  if (!load) {
    load = gltfLoader().loadAsync(url, onProgress);
    loads.set(url, load);
  }
  return load;
}

export type GltfResult = { ok: true; gltf: GLTF } | { ok: false; error: unknown };

const results = new WeakMap<Promise<GLTF>, Promise<GltfResult>>();

/**
 * `loadGltf` as a promise that never rejects, for `use()`: a file that fails to load is an
 * expected state to show, not an exception (React Three Fiber reports every error thrown in its
 * tree through `reportError`, even when a boundary catches it).
 */
export function loadGltfResult(url: string): Promise<GltfResult> {
  const load = loadGltf(url);
  let result = results.get(load);
  if (!result) {
    result = load.then(
      (gltf) => ({ ok: true, gltf }),
      (error: unknown) => ({ ok: false, error }),
    );
    results.set(load, result);
  }
  return result;
}

/** Drops a (failed) load so the next `loadGltf` fetches the file again. */
export function forgetGltf(url: string): void {
  loads.delete(url);
}

/** A sentence for a failed load; the loader's own messages mention internals like `JSON.parse`. */
export function describeGltfError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = /responded with (\d{3})/.exec(message)?.[1];
  if (status) return `The model file could not be downloaded (HTTP ${status}).`;
  if (/DRACOLoader/i.test(message)) return "The model is Draco-compressed; this viewer decodes meshopt only.";
  if (/Unexpected token|JSON|magic|glTF versions|Unsupported asset/i.test(message)) return "The file is not a valid glTF model.";
  if (/fetch|network/i.test(message)) return "The model file could not be downloaded.";
  return message || "The model could not be loaded.";
}
