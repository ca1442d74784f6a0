/**
 * Library models as templates: each GLB is fetched and parsed once (the shared glTF cache), and
 * every placement is a clone of it. `Object3D.clone` shares geometry and materials, so 200
 * copies of one table cost 200 small node trees, not 200 sets of GPU buffers.
 */
import { Box3, type Object3D } from "three";
import { loadGltfResult } from "@/lib/three/gltf-cache";

export interface ModelTemplate {
  /** Never added to a scene itself: only its clones are. */
  root: Object3D;
  /** The template's box in its own coordinates (a placement's transform moves it). */
  box: Box3;
}

export type TemplateResult = { ok: true; template: ModelTemplate } | { ok: false; error: unknown };

const templates = new Map<string, Promise<TemplateResult>>();

/** Keyed by library id and file: an object whose optimised file replaced the original loads again. */
export function loadModelTemplate(libraryObjectId: string, url: string): Promise<TemplateResult> {
  const key = `${libraryObjectId}\n${url}`;
  let template = templates.get(key);
  if (!template) {
    template = loadGltfResult(url).then((result) => {
      if (!result.ok) return result;
      const root = result.gltf.scene;
      root.updateMatrixWorld(true);
      return { ok: true, template: { root, box: new Box3().setFromObject(root) } };
    });
    templates.set(key, template);
  }
  return template;
}

/** Drops a failed template so "Try again" loads the file afresh. */
export function forgetModelTemplate(libraryObjectId: string, url: string): void {
  templates.delete(`${libraryObjectId}\n${url}`);
}

/**
 * A placement of the template. Its nodes never move relative to each other, so their matrices
 * are computed once and frozen: with hundreds of objects, three would otherwise recompose every
 * node's matrix on every frame.
 */
export function instantiate(template: ModelTemplate): Object3D {
  const copy = template.root.clone(true);
  copy.traverse((node) => {
    node.updateMatrix();
    node.matrixAutoUpdate = false;
  });
  return copy;
}
