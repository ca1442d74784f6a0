import { useFrame } from "@react-three/fiber";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { Group, Matrix4, Mesh, type Object3D } from "three";
import { batchPartsOf, type ModelBatches } from "../../lib/model-batches";
import type { ModelTemplate } from "../../lib/model-templates";
import { mergePlacements } from "../../lib/merge-placements";

interface BatchedModelsProps {
  batches: ModelBatches;
}

/** One batch per library model that has placements drawn in batches. */
export function BatchedModels({ batches }: BatchedModelsProps) {
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

/** What a batch was last built from: its placements and their world matrices. */
interface Built {
  objects: Object3D[];
  ids: string[];
  matrices: Float32Array;
}

const placed = new Matrix4();

/**
 * Every placement of one model: a mesh per part whose geometry holds all the placements. On each
 * drawn frame it checks (200 matrix compares) whether a placement came, went or moved, and only
 * then rebuilds; a camera move costs nothing here. Which object a triangle belongs to lives in
 * the mesh's `userData` (`placementIds`, `triangleStarts`), for picking.
 */
function TemplateBatch({ batches, template }: TemplateBatchProps) {
  const parts = useMemo(() => batchPartsOf(template) ?? [], [template]);
  const holder = useMemo(() => new Group(), []);
  const built = useMemo<{ current: Built | null; meshes: Mesh[] }>(() => ({ current: null, meshes: [] }), []);

  // The merged geometries are this batch's own; materials stay the template's.
  useEffect(
    () => () => {
      for (const mesh of built.meshes) mesh.geometry.dispose();
      built.meshes = [];
      built.current = null;
    },
    [built],
  );

  useFrame(() => {
    const members = batches.membersOf(template);
    for (const object of members.values()) object.updateWorldMatrix(true, false);
    if (built.current && unchanged(built.current, members)) return;

    const ids = [...members.keys()];
    const objects = [...members.values()];
    const matrices = new Float32Array(objects.length * 16);
    objects.forEach((object, i) => matrices.set(object.matrixWorld.elements, i * 16));
    for (const mesh of built.meshes) {
      holder.remove(mesh);
      mesh.geometry.dispose();
    }
    built.meshes = [];
    for (const part of parts) {
      const merged = mergePlacements(
        part.mesh.geometry,
        objects.map((object) => placed.multiplyMatrices(object.matrixWorld, part.offset).clone()),
      );
      if (!merged) continue;
      const mesh = new Mesh(merged.geometry, part.mesh.material);
      mesh.name = part.mesh.name;
      mesh.renderOrder = part.mesh.renderOrder;
      mesh.userData.placementIds = ids;
      mesh.userData.triangleStarts = merged.triangleStarts;
      // Already in world coordinates.
      mesh.matrixAutoUpdate = false;
      holder.add(mesh);
      built.meshes.push(mesh);
    }
    built.current = { objects, ids, matrices };
  });

  return <primitive object={holder} />;
}

function unchanged(built: Built, members: ReadonlyMap<string, Object3D>): boolean {
  if (built.objects.length !== members.size) return false;
  let i = 0;
  for (const [id, object] of members) {
    if (built.ids[i] !== id || built.objects[i] !== object) return false;
    const elements = object.matrixWorld.elements;
    for (let k = 0; k < 16; k += 1) if (built.matrices[i * 16 + k] !== Math.fround(elements[k])) return false;
    i += 1;
  }
  return true;
}
