import { OrbitControls } from "@react-three/drei";
import { useFrame, useThree } from "@react-three/fiber";
import { ThreeCanvas } from "@/components/three/three-canvas";
import { Suspense, useCallback, useEffect, useRef } from "react";
import { NeutralToneMapping } from "three";
import { StudioEnvironment } from "@/components/three/studio-environment";
import { describeGltfError } from "@/lib/three/gltf-cache";
import { lightingRigs } from "../lib/lighting-rigs";
import { previewSignature, type PreviewSettings } from "../lib/preview-settings";
import { PreviewBackdrop, STAGE } from "./preview-backdrop";
import { PreviewFloor } from "./preview-floor";
import { PreviewFraming } from "./preview-framing";

// Module constants: R3F reconfigures the renderer whenever these props change identity.
// preserveDrawingBuffer lets the picture be read back (screenshots, the browser test) at any time.
const GL_OPTIONS = { antialias: true, toneMapping: NeutralToneMapping, preserveDrawingBuffer: true } as const;
const CAMERA = { fov: 35, position: [2.4, 1.6, 3.2] as [number, number, number] };
const DPR: [number, number] = [1, 2];
/** Half the side of the square around the centre where the key light's shadows are computed, in metres. */
const SHADOW_EXTENT = 4;

export interface SetPreviewSceneProps {
  settings: PreviewSettings;
  /** Told the signature of the settings once a frame showing exactly them is on screen. */
  onDrawn: (signature: string) => void;
  /** The backdrop file could not be loaded, in words. */
  onBackdropError: (url: string, message: string) => void;
}

/**
 * The set in 3D: background colour, the preset's lights, the floor and the backdrop model.
 * Loaded lazily (three.js is big) and rendered on demand: only when a setting changes or
 * someone orbits.
 */
export default function SetPreviewScene({ settings, onDrawn, onBackdropError }: SetPreviewSceneProps) {
  const { backdrop, background, floor, lighting } = settings;
  const onBackdropFailed = useCallback((url: string, error: unknown) => onBackdropError(url, describeGltfError(error)), [onBackdropError]);
  return (
    <ThreeCanvas className="set-preview-canvas" frameloop="demand" shadows="soft" dpr={DPR} gl={GL_OPTIONS} camera={CAMERA}>
      <color attach="background" args={[background]} />
      {/* The floor's far edge melts into the background instead of cutting a horizon line. */}
      <fog attach="fog" args={[background, 5, Math.max(9, floor.size * 0.7)]} />
      <PresetLights preset={lighting} />
      <PreviewFloor {...floor} />
      <Suspense fallback={null}>
        {backdrop ? <PreviewBackdrop key={backdrop.glb} url={backdrop.glb} onFailed={onBackdropFailed} /> : <PreviewFraming box={STAGE} />}
        {/* Inside the backdrop's boundary: it reports only once the model is in the picture. */}
        <DrawnReporter signature={previewSignature(settings)} onDrawn={onDrawn} />
      </Suspense>
      {/* Never below the floor, never so far the set is a speck; panning would lose the set. */}
      <OrbitControls makeDefault enableDamping enablePan={false} maxPolarAngle={Math.PI / 2 - 0.05} />
    </ThreeCanvas>
  );
}

/** A preset as lights: sky/ground fill, directional lights and how strong the studio reflections are. */
function PresetLights({ preset }: { preset: PreviewSettings["lighting"] }) {
  const rig = lightingRigs[preset];
  return (
    <>
      {/* Generated once; each preset only sets how much of it shows (below). */}
      <StudioEnvironment intensity={1} />
      <EnvironmentStrength value={rig.environment} />
      <hemisphereLight color={rig.hemisphere.sky} groundColor={rig.hemisphere.ground} intensity={rig.hemisphere.intensity} />
      {rig.lights.map((light, index) =>
        // The key light (the first) casts the shadows, so they follow the preset's direction.
        index === 0 ? (
          <directionalLight
            key={`${preset}-${index}`}
            color={light.colour}
            intensity={light.intensity}
            position={light.position}
            castShadow
            shadow-mapSize={[1024, 1024]}
            shadow-bias={-0.0004}
            shadow-normalBias={0.02}
            shadow-radius={4}
          >
            <orthographicCamera attach="shadow-camera" args={[-SHADOW_EXTENT, SHADOW_EXTENT, SHADOW_EXTENT, -SHADOW_EXTENT, 0.1, 40]} />
          </directionalLight>
        ) : (
          <directionalLight key={`${preset}-${index}`} color={light.colour} intensity={light.intensity} position={light.position} />
        ),
      )}
    </>
  );
}

function EnvironmentStrength({ value }: { value: number }) {
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    scene.environmentIntensity = value;
    invalidate();
  }, [scene, value, invalidate]);
  return null;
}

/**
 * Reports each new signature after the first frame drawn with it: `useFrame` runs before the
 * renderer draws, and the next animation frame comes after the draw.
 */
function DrawnReporter({ signature, onDrawn }: { signature: string; onDrawn: (signature: string) => void }) {
  const invalidate = useThree((state) => state.invalidate);
  const reported = useRef<string | null>(null);
  const callback = useRef(onDrawn);
  callback.current = onDrawn;
  // A change of settings always asks for a frame, even one R3F would not notice (e.g. a texture's repeat).
  useEffect(() => invalidate(), [signature, invalidate]);
  useFrame(() => {
    if (reported.current === signature) return;
    reported.current = signature;
    requestAnimationFrame(() => callback.current(signature));
  });
  return null;
}
