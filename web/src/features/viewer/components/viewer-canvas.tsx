import { SCENE_FRAMING } from "@vitrine/contract/scene-framing";
import { useThree, type RootState } from "@react-three/fiber";
import { ThreeCanvas } from "@/components/three/three-canvas";
import { NeutralToneMapping } from "three";
import { FrameDrawn } from "@/components/three/frame-drawn";
import type { HotspotPlan, ModelPlacement, ScenePlan, TourStep } from "../lib/render-plan";
import type { VideoWallSettings } from "../lib/video-wall-layout";
import { CameraRig } from "./stage/camera-rig";
import { HotspotProjector } from "./stage/hotspot-projector";
import { RoomEnvironmentMap } from "./stage/room-environment";
import { SceneStage, type MeasuredBoxes } from "./stage/scene-stage";

// Module constants: R3F reconfigures the renderer whenever these change identity.
// Neutral tone mapping (Khronos PBR Neutral) keeps product colours true.
const GL_OPTIONS = { antialias: true, toneMapping: NeutralToneMapping, powerPreference: "high-performance" } as const;
const CAMERA = { fov: SCENE_FRAMING.fovDegrees, position: [4, 3, 6] as [number, number, number], near: 0.05, far: 500 };
/** Sharp on retina phones without paying for 3x. */
const DPR: [number, number] = [1, 2];

type Props = {
  scene: ScenePlan;
  step: TourStep;
  videoWall: VideoWallSettings | null;
  measured: { sceneId: string; boxes: MeasuredBoxes } | null;
  reducedMotion: boolean;
  insets: { top: number; bottom: number };
  audibleVideoId: string | null;
  /** The hotspots whose pins are on the page now. */
  hotspots: HotspotPlan[];
  pins: React.RefObject<Map<string, HTMLElement>>;
  label: string;
  /** Id of the element that describes the scene in words. */
  describedBy?: string;
  onMeasured: (sceneId: string, boxes: MeasuredBoxes) => void;
  onDrawn: (sceneId: string) => void;
  onFlying: (stepIndex: number) => void;
  onSettled: (stepIndex: number) => void;
  onTapModel: (model: ModelPlacement) => void;
  onTapVideo: (videoId: string) => void;
  onModelFailed: (file: { modelId: string; name: string; url: string }, error: unknown) => void;
  /** A preview link's reviewer comments: their pins, and the stage's state to find a tapped point. */
  comments?: { hotspots: HotspotPlan[]; pins: React.RefObject<Map<string, HTMLElement>>; stage: React.RefObject<(() => RootState) | null> };
};

/** Hands the stage's state to the page (the comments module, loaded later, reads it on a tap). */
function StageHandle({ target }: { target: React.RefObject<(() => RootState) | null> }) {
  target.current = useThree((state) => state.get);
  return null;
}

/** The 3D view: renders on demand (moves, orbiting and playing videos ask for frames). */
export function ViewerCanvas({
  scene,
  step,
  videoWall,
  measured,
  reducedMotion,
  insets,
  audibleVideoId,
  hotspots,
  pins,
  label,
  describedBy,
  onMeasured,
  onDrawn,
  onFlying,
  onSettled,
  onTapModel,
  onTapVideo,
  onModelFailed,
  comments,
}: Props) {
  const boxes = measured?.sceneId === scene.id && step.sceneId === scene.id ? measured.boxes : null;
  const small = typeof window !== "undefined" && Math.min(window.innerWidth, window.innerHeight) < 600;
  return (
    <ThreeCanvas
      className="viewer-canvas"
      frameloop="demand"
      dpr={DPR}
      gl={GL_OPTIONS}
      camera={CAMERA}
      shadows="percentage"
      aria-label={label}
      aria-describedby={describedBy}
      role="img"
    >
      <RoomEnvironmentMap />
      <SceneStage
        key={scene.id}
        scene={scene}
        videoWall={videoWall}
        measured={boxes}
        audibleVideoId={audibleVideoId}
        shadowMapSize={small ? 1024 : 2048}
        onTapVideo={onTapVideo}
        onTapModel={onTapModel}
        onModelFailed={onModelFailed}
        onMeasured={onMeasured}
      />
      <CameraRig step={step} boxes={boxes} reducedMotion={reducedMotion} insets={insets} onFlying={onFlying} onSettled={onSettled} />
      <HotspotProjector hotspots={hotspots} pins={pins} />
      {comments && <HotspotProjector hotspots={comments.hotspots} pins={comments.pins} />}
      {comments && <StageHandle target={comments.stage} />}
      {boxes && <FrameDrawn key={`drawn-${scene.id}`} onDrawn={() => onDrawn(scene.id)} />}
    </ThreeCanvas>
  );
}
