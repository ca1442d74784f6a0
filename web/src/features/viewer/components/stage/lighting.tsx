import { useThree } from "@react-three/fiber";
import { useLayoutEffect, useRef } from "react";
import type { DirectionalLight } from "three";
import type { LightingPreset } from "../../lib/render-plan";

interface LightRig {
  sky: string;
  ground: string;
  hemisphere: number;
  key: { color: string; intensity: number; position: [number, number, number] };
  fill: { color: string; intensity: number; position: [number, number, number] };
  /** Strength of the generated room reflections (RoomEnvironmentMap; no HDR is ever downloaded). */
  environment: number;
}

/** Each preset is only lights: a sky/ground fill, a shadow-casting key and a soft fill or rim. */
export const LIGHT_RIGS: Record<LightingPreset, LightRig> = {
  studio: {
    sky: "#ffffff",
    ground: "#d9d6d0",
    hemisphere: 0.5,
    key: { color: "#ffffff", intensity: 1.45, position: [3, 6, 4] },
    fill: { color: "#eef2ff", intensity: 0.4, position: [-4, 3, -2] },
    environment: 0.5,
  },
  daylight: {
    sky: "#dcecff",
    ground: "#cbbfa9",
    hemisphere: 0.7,
    key: { color: "#fff4e0", intensity: 1.9, position: [5, 8, 3] },
    fill: { color: "#cfe3ff", intensity: 0.35, position: [-5, 4, -3] },
    environment: 0.7,
  },
  warm: {
    sky: "#fff1e0",
    ground: "#9a8068",
    hemisphere: 0.6,
    key: { color: "#ffe2c2", intensity: 1.65, position: [-3, 5, 4] },
    fill: { color: "#ffeedd", intensity: 0.4, position: [4, 3, -2] },
    environment: 0.5,
  },
  evening: {
    sky: "#5f6fa8",
    ground: "#2a2231",
    hemisphere: 0.4,
    key: { color: "#ffb276", intensity: 1.3, position: [2.5, 4, 3] },
    fill: { color: "#8ea6ff", intensity: 0.7, position: [-4, 3, -4] },
    environment: 0.28,
  },
};

type Props = {
  preset: LightingPreset;
  /** Half the side of the area the key light's shadow must cover, and its middle. */
  shadowExtent: number;
  shadowCenter: [number, number, number];
  /** Shadow map side: phones get a smaller one. */
  shadowMapSize: number;
};

export function Lighting({ preset, shadowExtent, shadowCenter, shadowMapSize }: Props) {
  const rig = LIGHT_RIGS[preset] ?? LIGHT_RIGS.studio;
  const key = useRef<DirectionalLight>(null);
  const [cx, cy, cz] = shadowCenter;
  const invalidate = useThree((state) => state.invalidate);
  const scene = useThree((state) => state.scene);

  useLayoutEffect(() => {
    scene.environmentIntensity = rig.environment;
    invalidate();
  }, [scene, rig, invalidate]);

  useLayoutEffect(() => {
    const light = key.current;
    if (!light) return;
    // The key keeps its direction but moves with what it lights, so the shadow box stays tight.
    const [x, y, z] = rig.key.position;
    const length = Math.hypot(x, y, z) || 1;
    const reach = shadowExtent * 2 + 6;
    light.position.set(cx + (x / length) * reach, cy + (y / length) * reach, cz + (z / length) * reach);
    light.target.position.set(cx, cy, cz);
    light.target.updateMatrixWorld();
    const camera = light.shadow.camera;
    camera.left = -shadowExtent;
    camera.right = shadowExtent;
    camera.top = shadowExtent;
    camera.bottom = -shadowExtent;
    camera.near = 0.1;
    camera.far = reach * 2;
    camera.updateProjectionMatrix();
    light.shadow.bias = -0.0004;
    light.shadow.normalBias = 0.02;
    light.shadow.radius = 4;
    invalidate();
  }, [rig, shadowExtent, cx, cy, cz, invalidate]);

  useLayoutEffect(() => {
    const light = key.current;
    if (!light || light.shadow.mapSize.x === shadowMapSize) return;
    light.shadow.mapSize.set(shadowMapSize, shadowMapSize);
    // The map is re-created at the new size on the next render.
    light.shadow.map?.dispose();
    light.shadow.map = null;
    invalidate();
  }, [shadowMapSize, invalidate]);

  return (
    <>
      <hemisphereLight color={rig.sky} groundColor={rig.ground} intensity={rig.hemisphere} />
      <directionalLight ref={key} castShadow color={rig.key.color} intensity={rig.key.intensity} />
      <directionalLight color={rig.fill.color} intensity={rig.fill.intensity} position={rig.fill.position} />
    </>
  );
}
