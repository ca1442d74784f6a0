import type { LibraryObject, SceneObject } from "@contract";
import { useThree } from "@react-three/fiber";
import { memo, Suspense, use, useCallback, useEffect, useLayoutEffect, useMemo } from "react";
import { BoxGeometry, EdgesGeometry, LineBasicMaterial, MeshBasicMaterial, type Group, type Object3D } from "three";
import { instantiate, loadModelTemplate, type ModelTemplate } from "../../lib/model-templates";
import type { WallGrid } from "../../lib/video-wall-look";
import { useStage } from "./stage-context";
import { VideoWallSurface } from "./video-wall-surface";
import { ErrorBoundary } from "@/components/ui/error-boundary";

interface PlacedObjectProps {
  object: SceneObject;
  /** The library entry of a model (undefined when the library does not have it, e.g. deleted). */
  libraryObject: LibraryObject | undefined;
  /** The experience's wall, for a `videoWall` object. */
  wall: WallGrid;
}

/**
 * One thing placed in the scene. Its group carries the transform and is registered at once (the
 * gizmo can attach before the model has loaded); the model itself suspends inside it. Memoised:
 * an edit to one object re-renders that object only.
 */
export const PlacedObject = memo(function PlacedObject({ object, libraryObject, wall }: PlacedObjectProps) {
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
            <ModelInstance objectId={id} libraryObject={libraryObject} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <PlaceholderBox libraryObject={undefined} failed />
      )}
    </group>
  );
});

function ModelInstance({ objectId, libraryObject }: { objectId: string; libraryObject: LibraryObject }) {
  const result = use(loadModelTemplate(libraryObject._id, libraryObject.glb));
  if (!result.ok) return <PlaceholderBox libraryObject={libraryObject} failed />;
  return <ModelCopy objectId={objectId} template={result.template} />;
}

function ModelCopy({ objectId, template }: { objectId: string; template: ModelTemplate }) {
  const { reportLoaded } = useStage();
  const invalidate = useThree((state) => state.invalidate);
  const copy = useMemo<Object3D>(() => instantiate(template), [template]);
  useEffect(() => {
    reportLoaded(objectId, true);
    invalidate();
    return () => reportLoaded(objectId, false);
  }, [copy, objectId, reportLoaded, invalidate]);
  // Clones share the template's geometry and materials: nothing of theirs is disposed here.
  return <primitive object={copy} />;
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
  const size: [number, number, number] = [
    Math.max(max[0] - min[0], 0.05),
    Math.max(max[1] - min[1], 0.05),
    Math.max(max[2] - min[2], 0.05),
  ];
  const centre: [number, number, number] = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  return (
    <group position={centre} scale={size}>
      <mesh geometry={unitBox} material={failed ? failedFill : loadingFill} />
      <lineSegments geometry={unitEdges} material={failed ? failedEdges : loadingEdges} />
    </group>
  );
}
