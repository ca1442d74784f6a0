import { lazy, useLayoutEffect, useMemo, useRef, useState, Suspense } from "react";
import { Box3, type Group } from "three";
import type { Box } from "@/lib/three/framing";
import { unionBox } from "../../lib/camera-path";
import { useDimensionsShown } from "../../lib/dimensions-shown";
import type { ModelPlacement, ScenePlan } from "../../lib/render-plan";
import type { VideoWallSettings } from "../../lib/video-wall-layout";
import { Floor } from "./floor";
import { Lighting } from "./lighting";
import { SceneModel } from "./scene-model";

// Few scenes hold a video wall: its code loads with the first scene that does, inside the same
// Suspense boundary as the models, so the scene is measured and framed with it in place.
const VideoWall = lazy(() => import("./video-wall").then((module) => ({ default: module.VideoWall })));
// Drawn only when a visitor asks for a product's size in its sheet.
const DimensionsOverlay = lazy(() => import("./dimensions-overlay").then((module) => ({ default: module.DimensionsOverlay })));

export type MeasuredBoxes = Map<string, Box>;

type Props = {
  scene: ScenePlan;
  videoWall: VideoWallSettings | null;
  /** Boxes of the scene's objects once they are in the scene (for framing and the shadow). */
  measured: MeasuredBoxes | null;
  audibleVideoId: string | null;
  shadowMapSize: number;
  onTapVideo: (videoId: string) => void;
  onTapModel: (model: ModelPlacement) => void;
  onModelFailed: (file: { modelId: string; name: string; url: string }, error: unknown) => void;
  onMeasured: (sceneId: string, boxes: MeasuredBoxes) => void;
};

const ORIGIN: [number, number, number] = [0, 0, 0];
const NO_ROTATION: [number, number, number] = [0, 0, 0];
const UNIT: [number, number, number] = [1, 1, 1];

/**
 * Everything one scene shows: its set (light, floor, backdrop), models and video walls. The
 * canvas is transparent: the set's background is a soft gradient drawn by the page behind it.
 */
export function SceneStage({ scene, videoWall, measured, audibleVideoId, shadowMapSize, onTapVideo, onTapModel, onModelFailed, onMeasured }: Props) {
  const content = useRef<Group>(null);
  const { set } = scene;
  const shadow = shadowFocus(measured);
  // Nothing of the scene is drawn before the camera has framed it: in software WebGL one frame of
  // a heavy model costs close to half a second, and a frame from the default camera is never
  // shown (the poster covers the canvas until the framed frame is drawn). Once framed it stays
  // visible, also while the viewer fades away from it to the next scene.
  const [framed, setFramed] = useState(false);
  if (measured && !framed) setFramed(true);
  const dimensions = useDimensionsShown();
  const sizedObjects = useMemo(
    () => new Set(scene.models.filter((model) => dimensions && model.productId === dimensions.productId).map((model) => model.objectId)),
    [scene.models, dimensions],
  );

  return (
    <>
      <Lighting preset={set.lighting} shadowExtent={shadow.extent} shadowCenter={shadow.center} shadowMapSize={shadowMapSize} />
      <Floor kind={set.floor.kind} color={set.floor.color} size={set.floor.size} />
      <Suspense fallback={null}>
        <group visible={framed}>
          {set.backdrop && (
            <SceneModel
              url={set.backdrop.url}
              position={ORIGIN}
              rotation={NO_ROTATION}
              scale={UNIT}
              receiveOnly
              onFailed={(error) => onModelFailed(set.backdrop!, error)}
            />
          )}
          <group ref={content}>
            {scene.models.map((model) => (
              <SceneModel
                key={model.objectId}
                url={model.url}
                objectId={model.objectId}
                modelId={model.modelId}
                variant={model.variant}
                position={model.position}
                rotation={model.rotation}
                scale={model.scale}
                onTap={model.interactive ? () => onTapModel(model) : undefined}
                onFailed={(error) => onModelFailed(model, error)}
              />
            ))}
            {videoWall &&
              scene.videoWalls.map((wall) => (
                <VideoWall
                  key={wall.objectId}
                  wall={videoWall}
                  objectId={wall.objectId}
                  position={wall.position}
                  rotation={wall.rotation}
                  scale={wall.scale}
                  audibleVideoId={audibleVideoId}
                  onTapVideo={onTapVideo}
                />
              ))}
          </group>
        </group>
        <Measure sceneId={scene.id} content={content} onMeasured={onMeasured} />
      </Suspense>
      {framed && dimensions && sizedObjects.size > 0 && (
        <Suspense fallback={null}>
          <DimensionsOverlay content={content} objectIds={sizedObjects} size={dimensions.size} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Mounts with the scene's models (same Suspense boundary), so it runs once they are all in the
 * scene, failed ones simply absent.
 */
function Measure({ sceneId, content, onMeasured }: { sceneId: string; content: React.RefObject<Group | null>; onMeasured: Props["onMeasured"] }) {
  useLayoutEffect(() => {
    const group = content.current;
    const boxes: MeasuredBoxes = new Map();
    if (group) {
      group.updateMatrixWorld(true);
      for (const child of group.children) {
        const objectId = child.userData.objectId as string | undefined;
        if (!objectId) continue;
        // Precise (from the vertices, not the meshes' boxes turned with them): a turned table's
        // loose box is wider than the table, and the server's pictures measure the vertices.
        const box = new Box3().setFromObject(child, true);
        if (box.isEmpty()) continue;
        boxes.set(objectId, { min: [box.min.x, box.min.y, box.min.z], max: [box.max.x, box.max.y, box.max.z] });
      }
    }
    onMeasured(sceneId, boxes);
  }, [sceneId, content, onMeasured]);
  return null;
}

/** The shadow camera covers the objects (plus air), not the whole floor: sharper shadows. */
function shadowFocus(measured: MeasuredBoxes | null): { center: [number, number, number]; extent: number } {
  const all = measured ? unionBox([...measured.values()]) : null;
  if (!all) return { center: [0, 0, 0], extent: 3 };
  const size = Math.max(all.max[0] - all.min[0], all.max[1] - all.min[1], all.max[2] - all.min[2]);
  return { center: [(all.min[0] + all.max[0]) / 2, 0, (all.min[2] + all.max[2]) / 2], extent: Math.max(1.5, size * 0.9) };
}
