/**
 * Placed library models drawn in batches: every placement of one model shares one mesh per part
 * of the model (its geometry merged over the placements, see merge-placements.ts), so a scene of
 * 200 tables made of four models costs a dozen draw calls instead of several hundred.
 *
 * The placed object's group stays in the scene, empty, carrying the transform (the gizmo, focus
 * and the outline keep working on it); the batch reads the group's world matrix on each drawn
 * frame and rebuilds when one changed. A selected object leaves its batch and draws its own
 * clone, so its selection box and gizmo see real meshes.
 */
import type { Box3, Matrix4, Mesh, Object3D } from "three";
import { canMerge } from "./merge-placements";
import type { ModelTemplate } from "./model-templates";

/** A mesh of the template and where it sits inside the model. */
export interface BatchPart {
  mesh: Mesh;
  /** The part's matrix relative to the model's root (the placed group's frame). */
  offset: Matrix4;
}

const partsByTemplate = new WeakMap<ModelTemplate, BatchPart[] | null>();

/** What one template contributes to a batch: its parts, or null when it cannot be batched. */
export function batchPartsOf(template: ModelTemplate): BatchPart[] | null {
  if (!partsByTemplate.has(template)) partsByTemplate.set(template, findParts(template));
  return partsByTemplate.get(template) ?? null;
}

export const isBatchable = (template: ModelTemplate): boolean => batchPartsOf(template) !== null;

function findParts(template: ModelTemplate): BatchPart[] | null {
  const parts: BatchPart[] = [];
  let batchable = true;
  template.root.traverse((node) => {
    const mesh = node as Mesh & { isSkinnedMesh?: boolean; isInstancedMesh?: boolean; isBatchedMesh?: boolean };
    if (mesh.isSkinnedMesh || mesh.isInstancedMesh || mesh.isBatchedMesh) batchable = false;
    // Lines and points would need batches of their own; models with them keep being cloned.
    else if ((node as { isLine?: boolean; isPoints?: boolean }).isLine || (node as { isPoints?: boolean }).isPoints) batchable = false;
    else if (mesh.isMesh && isShown(mesh)) {
      if (!canMerge(mesh.geometry) || Array.isArray(mesh.material)) batchable = false;
      else parts.push({ mesh, offset: mesh.matrixWorld.clone() });
    }
  });
  return batchable ? parts : null;
}

/** Hidden nodes of a file (and everything under them) are not drawn by a clone either. */
function isShown(node: Object3D): boolean {
  for (let current: Object3D | null = node; current; current = current.parent) if (!current.visible) return false;
  return true;
}

type Listener = () => void;

/**
 * Which placed objects each template's batch draws. Stable for the canvas' lifetime; the batch
 * components subscribe to the list of templates and read the members on each frame.
 */
export class ModelBatches {
  private readonly members = new Map<ModelTemplate, Map<string, Object3D>>();
  private readonly listeners = new Set<Listener>();
  private list: readonly ModelTemplate[] = [];

  add(template: ModelTemplate, id: string, object: Object3D): void {
    let group = this.members.get(template);
    if (!group) {
      group = new Map();
      this.members.set(template, group);
      this.changed();
    }
    group.set(id, object);
  }

  remove(template: ModelTemplate, id: string, object: Object3D): void {
    const group = this.members.get(template);
    if (!group || group.get(id) !== object) return;
    group.delete(id);
    if (group.size === 0) {
      this.members.delete(template);
      this.changed();
    }
  }

  membersOf(template: ModelTemplate): ReadonlyMap<string, Object3D> {
    return this.members.get(template) ?? EMPTY;
  }

  /** The templates that have members (a new array only when that set changes). */
  templates = (): readonly ModelTemplate[] => this.list;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.list = [...this.members.keys()];
    for (const listener of this.listeners) listener();
  }
}

const EMPTY: ReadonlyMap<string, Object3D> = new Map();

/** The world box of a placed object: its meshes' when it has any, else its batched model's. */
export function worldBoxOf(object: Object3D, target: Box3): Box3 {
  target.setFromObject(object);
  const modelBox = (object.userData as { modelBox?: Box3 }).modelBox;
  if (target.isEmpty() && modelBox && !modelBox.isEmpty()) {
    object.updateWorldMatrix(true, false);
    target.copy(modelBox).applyMatrix4(object.matrixWorld);
  }
  return target;
}
