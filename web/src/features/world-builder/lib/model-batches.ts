/**
 * Placed library models drawn as instances: every placement of one model shares one
 * `InstancedMesh` per part of the model, so a scene of 200 tables made of four models costs a
 * dozen draw calls instead of several hundred, which on software WebGL is most of a frame.
 *
 * The placed object's group stays in the scene, empty, carrying the transform (the gizmo, focus
 * and the outline keep working on it); the batch reads the group's world matrix on each drawn
 * frame. A selected object leaves its batch and draws its own clone, so its selection box and
 * gizmo see real meshes.
 */
import { Box3, Frustum, Matrix4, Sphere, Vector3, type Mesh, type Object3D } from "three";
import type { ModelTemplate } from "./model-templates";

/** A mesh of the template and where it sits inside the model. */
export interface BatchPart {
  mesh: Mesh;
  /** The part's matrix relative to the model's root (the placed group's frame). */
  offset: Matrix4;
}

const partsByTemplate = new WeakMap<ModelTemplate, BatchPart[] | null>();

/** What one template contributes to a batch: its parts, or null when it cannot be instanced. */
export function batchPartsOf(template: ModelTemplate): BatchPart[] | null {
  if (!partsByTemplate.has(template)) partsByTemplate.set(template, findParts(template));
  return partsByTemplate.get(template) ?? null;
}

export const isInstanceable = (template: ModelTemplate): boolean => batchPartsOf(template) !== null;

function findParts(template: ModelTemplate): BatchPart[] | null {
  const parts: BatchPart[] = [];
  let instanceable = true;
  template.root.traverse((node) => {
    const mesh = node as Mesh & { isSkinnedMesh?: boolean; isInstancedMesh?: boolean; isBatchedMesh?: boolean };
    if (mesh.isSkinnedMesh || mesh.isInstancedMesh || mesh.isBatchedMesh) instanceable = false;
    // Lines and points would need instancing of their own; models with them keep being cloned.
    else if ((node as { isLine?: boolean; isPoints?: boolean }).isLine || (node as { isPoints?: boolean }).isPoints) instanceable = false;
    else if (mesh.isMesh && isShown(mesh)) parts.push({ mesh, offset: mesh.matrixWorld.clone() });
  });
  return instanceable ? parts : null;
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

export interface VisibleMember {
  id: string;
  object: Object3D;
  distanceSq: number;
}

const sphere = new Sphere();

/**
 * The members whose model is in view, nearest first: opaque parts are drawn front to back so
 * the depth test rejects hidden pixels before they are shaded (shading is what software WebGL
 * pays for), and transparent parts are drawn in the reverse order.
 */
export function visibleMembers(members: ReadonlyMap<string, Object3D>, localSphere: Sphere, frustum: Frustum, eye: Vector3, out: VisibleMember[]): VisibleMember[] {
  out.length = 0;
  for (const [id, object] of members) {
    sphere.copy(localSphere).applyMatrix4(object.matrixWorld);
    if (!frustum.intersectsSphere(sphere)) continue;
    out.push({ id, object, distanceSq: sphere.center.distanceToSquared(eye) });
  }
  return out.sort((a, b) => a.distanceSq - b.distanceSq);
}

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
