import type { LibraryObject, SceneObject } from "@vitrine/contract";
import { useThree } from "@react-three/fiber";
import { memo, Suspense, use, useCallback, useEffect, useLayoutEffect, useMemo } from "react";
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, MeshBasicMaterial, type Group, type Object3D } from "three";
import { isBatchable } from "../../lib/model-batches";
import { instantiate, loadModelTemplate, type ModelTemplate } from "../../lib/model-templates";
import type { WallGrid } from "../../lib/video-wall-look";
import { useStage } from "./stage-context";
import { VideoWallSurface } from "./video-wall-surface";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { applyMaterialVariant } from "@/lib/three/apply-material-variant";
import { loadGltf } from "@/lib/three/gltf-cache";

interface PlacedObjectProps {
  object: SceneObject;
  /** The library entry of a model (undefined when the library does not have it, e.g. deleted). */
  libraryObject: LibraryObject | undefined;
  /** The experience's wall, for a `videoWall` object. */
  wall: WallGrid;
  /** Drawn as its own meshes rather than by its model's batch (the selection is). */
  alone: boolean;
}

/**
 * One thing placed in the scene. Its group carries the transform and is registered at once (the
 * gizmo can attach before the model has loaded); the model itself suspends inside it. Once loaded
 * the model is drawn by its model's batch, except while the object is `alone`. Memoised: an
 * edit to one object (or selecting it) re-renders that object only.
 */
export const PlacedObject = memo(function PlacedObject({ object, libraryObject, wall, alone }: PlacedObjectProps) {
  const { registry } = useStage();
  const invalidate = useThree((state) => state.invalidate);
  const id = object.id;

  const groupRef = useCallback(
    (group: Group | null) => {
      if (!group) return;
      registry.set(id, group);
      return () => {
        if (registry.get(id) === group) registry.delete(id);
      };
    },
    [registry, id],
  );

  // Applied imperatively: the gizmo moves the same group while dragging, and the committed
  // transform coming back must put it exactly where the state says.
  const { transform } = object;
  useLayoutEffect(() => {
    const group = registry.get(id);
    if (!group) return;
    group.position.set(transform.position.x, transform.position.y, transform.position.z);
    group.rotation.set(transform.rotation.x, transform.rotation.y, transform.rotation.z);
    group.scale.set(transform.scale.x, transform.scale.y, transform.scale.z);
    invalidate();
  }, [registry, id, transform, invalidate]);

  return (
    <group ref={groupRef} userData={{ sceneObjectId: id }} name={object.kind === "model" ? libraryObject?.name : "Video wall"}>
      {object.kind === "videoWall" ? (
        <VideoWallSurface wall={wall} />
      ) : libraryObject ? (
        // A model that throws while set up shows its red box instead of unmounting the canvas (and
        // losing the WebGL context); keyed by file, so a replaced file gets a fresh attempt.
        <ErrorBoundary key={libraryObject.glb} fallback={<PlaceholderBox libraryObject={libraryObject} failed />}>
          <Suspense fallback={<PlaceholderBox libraryObject={libraryObject} />}>
            <ModelInstance objectId={id} libraryObject={libraryObject} alone={alone} variant={object.variant ?? null} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <PlaceholderBox libraryObject={undefined} failed />
      )}
    </group>
  );
});

interface ModelInstanceProps {
  objectId: string;
  libraryObject: LibraryObject;
  alone: boolean;
  /** The material variant the object wears; null: the model's own look. */
  variant: string | null;
}

function ModelInstance({ objectId, libraryObject, alone, variant }: ModelInstanceProps) {
  const result = use(loadModelTemplate(libraryObject._id, libraryObject.glb));
  const { reportLoaded } = useStage();
  const invalidate = useThree((state) => state.invalidate);
  const regress = useThree((state) => state.performance.regress);
  const loaded = result.ok;
  useEffect(() => {
    if (!loaded) return;
    reportLoaded(objectId, true);
    // A scene loading draws a frame per model that arrives: at the moving resolution, sharp once
    // the last one is in.
    regress();
    invalidate();
    return () => reportLoaded(objectId, false);
  }, [loaded, objectId, reportLoaded, invalidate, regress]);
  if (!result.ok) return <PlaceholderBox libraryObject={libraryObject} failed />;
  // Skinned models (and ones with lines, points or morph targets) cannot be batched: they are
  // cloned, as is one wearing a material variant (a batch draws every member in the model's own).
  // Keyed by variant: back to the model's own look is a fresh copy wearing the template's materials.
  if (alone || variant || !isBatchable(result.template))
    return <ModelCopy key={variant ?? ""} template={result.template} url={libraryObject.glb} variant={variant} />;
  return <BatchMember objectId={objectId} template={result.template} />;
}

interface ModelCopyProps {
  template: ModelTemplate;
  /** The file the template was parsed from (the glTF cache has it): its variants' materials load from it. */
  url: string;
  variant: string | null;
}

function ModelCopy({ template, url, variant }: ModelCopyProps) {
  const invalidate = useThree((state) => state.invalidate);
  const copy = useMemo<Object3D>(() => instantiate(template), [template]);
  useEffect(() => {
    invalidate();
    if (!variant) return;
    let current = true;
    // The file is parsed already: only the variant's materials are made, nothing is downloaded again.
    void loadGltf(url)
      .then((gltf) => current && applyMaterialVariant(copy, gltf, variant))
      .then(() => current && invalidate());
    return () => {
      current = false;
    };
  }, [copy, url, variant, invalidate]);
  // Clones share the template's geometry and materials: nothing of theirs is disposed here.
  return <primitive object={copy} />;
}

interface BatchMemberProps {
  objectId: string;
  template: ModelTemplate;
}

/**
 * Hands the object to its model's batch, which draws it from the group's world matrix. The
 * group keeps the model's box, so focus, framing and "duplicate beside" still know its size.
 */
function BatchMember({ objectId, template }: BatchMemberProps) {
  const { registry, batches } = useStage();
  const invalidate = useThree((state) => state.invalidate);
  // A passive effect: it runs after the group's ref registered it, also when this mounts in the
  // same commit as the group (a cached model re-added by undo).
  useEffect(() => {
    const group = registry.get(objectId);
    if (!group) return;
    batches.add(template, objectId, group);
    group.userData.modelBox = template.box;
    invalidate();
    return () => {
      batches.remove(template, objectId, group);
      delete group.userData.modelBox;
      invalidate();
    };
  }, [registry, batches, objectId, template, invalidate]);
  return null;
}

// Shared by every placeholder: a unit cube's edges, scaled to the model's stored bounding box.
const unitBox = new BoxGeometry(1, 1, 1);
const unitEdges = new EdgesGeometry(unitBox);
const loadingFill = new MeshBasicMaterial({ color: "#c7d2fe", transparent: true, opacity: 0.35, depthWrite: false });
const loadingEdges = new LineBasicMaterial({ color: "#818cf8" });
const failedFill = new MeshBasicMaterial({ color: "#fecaca", transparent: true, opacity: 0.35, depthWrite: false });
const failedEdges = new LineBasicMaterial({ color: "#dc2626" });

/**
 * The model's box while its file loads (from the library's stored stats), or a red one when it
 * cannot be shown: the object stays selectable, movable and deletable either way.
 */
function PlaceholderBox({ libraryObject, failed = false }: { libraryObject: LibraryObject | undefined; failed?: boolean }) {
  const { min, max } = libraryObject?.bbox ?? { min: [-0.25, 0, -0.25], max: [0.25, 0.5, 0.25] };
  const size: [number, number, number] = [Math.max(max[0] - min[0], 0.05), Math.max(max[1] - min[1], 0.05), Math.max(max[2] - min[2], 0.05)];
  const centre: [number, number, number] = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  return (
    <group position={centre} scale={size}>
      <mesh geometry={unitBox} material={failed ? failedFill : loadingFill} />
      <lineSegments geometry={unitEdges} material={failed ? failedEdges : loadingEdges} />
    </group>
  );
}
