import { useFrame } from "@react-three/fiber";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { Frustum, Group, InstancedMesh, Matrix4, Sphere, Vector3 } from "three";
import { batchPartsOf, visibleMembers, type BatchPart, type ModelBatches, type VisibleMember } from "../../lib/model-batches";
import type { ModelTemplate } from "../../lib/model-templates";

interface InstancedModelsProps {
  batches: ModelBatches;
}

/** One batch per library model that has placements drawn as instances. */
export function InstancedModels({ batches }: InstancedModelsProps) {
  const templates = useSyncExternalStore(batches.subscribe, batches.templates);
  return (
    <>
      {templates.map((template) => (
        <TemplateBatch key={template.root.uuid} batches={batches} template={template} />
      ))}
    </>
  );
}

interface TemplateBatchProps {
  batches: ModelBatches;
  template: ModelTemplate;
}

/** Instances start with room for this many placements and double when full. */
const FIRST_CAPACITY = 16;

const frustum = new Frustum();
const viewProjection = new Matrix4();
const eye = new Vector3();
const matrix = new Matrix4();

/**
 * Every placement of one model: an `InstancedMesh` per part, refilled on each drawn frame (the
 * canvas only draws when something changed) with the placements in view, nearest first. Which
 * object an instance is lives in the mesh's `userData.instanceOwners`, for picking.
 */
function TemplateBatch({ batches, template }: TemplateBatchProps) {
  const parts = useMemo(() => batchPartsOf(template) ?? [], [template]);
  const localSphere = useMemo(() => template.box.getBoundingSphere(new Sphere()), [template]);
  const holder = useMemo(() => new Group(), []);
  const state = useMemo(() => ({ capacity: 0, meshes: [] as { mesh: InstancedMesh; part: BatchPart }[], visible: [] as VisibleMember[] }), []);

  // Instanced attributes belong to these meshes; geometry and materials stay the template's.
  useEffect(
    () => () => {
      for (const { mesh } of state.meshes) mesh.dispose();
      state.meshes = [];
      state.capacity = 0;
    },
    [state],
  );

  useFrame(({ camera }) => {
    const members = batches.membersOf(template);
    if (members.size > state.capacity) grow(holder, state, parts, members.size);

    camera.updateMatrixWorld();
    frustum.setFromProjectionMatrix(viewProjection.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse));
    camera.getWorldPosition(eye);
    for (const object of members.values()) object.updateWorldMatrix(true, false);
    const visible = visibleMembers(members, localSphere, frustum, eye, state.visible);

    for (const { mesh, part } of state.meshes) {
      const owners = mesh.userData.instanceOwners as string[];
      const backToFront = Array.isArray(mesh.material) ? mesh.material.some((m) => m.transparent) : mesh.material.transparent;
      const count = visible.length;
      for (let i = 0; i < count; i += 1) {
        const member = visible[backToFront ? count - 1 - i : i];
        mesh.setMatrixAt(i, matrix.multiplyMatrices(member.object.matrixWorld, part.offset));
        owners[i] = member.id;
      }
      owners.length = count;
      mesh.count = count;
      mesh.instanceMatrix.needsUpdate = true;
      // Raycasting tests this sphere first: recomputed from the new instances when next needed.
      mesh.boundingSphere = null;
    }
  });

  return <primitive object={holder} />;
}

/** Replaces the instanced meshes with larger ones (instance buffers have a fixed size). */
function grow(holder: Group, state: { capacity: number; meshes: { mesh: InstancedMesh; part: BatchPart }[] }, parts: BatchPart[], needed: number) {
  let capacity = Math.max(FIRST_CAPACITY, state.capacity);
  while (capacity < needed) capacity *= 2;
  for (const { mesh } of state.meshes) {
    holder.remove(mesh);
    mesh.dispose();
  }
  state.meshes = parts.map((part) => {
    const mesh = new InstancedMesh(part.mesh.geometry, part.mesh.material, capacity);
    mesh.name = part.mesh.name;
    mesh.count = 0;
    // Culled per placement above; three's whole-batch test would use a stale sphere.
    mesh.frustumCulled = false;
    mesh.renderOrder = part.mesh.renderOrder;
    mesh.userData.instanceOwners = [];
    holder.add(mesh);
    return { mesh, part };
  });
  state.capacity = capacity;
}
