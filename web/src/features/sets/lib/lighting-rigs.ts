import type { SetDraft } from "./set-draft";

type Vec3 = readonly [number, number, number];

/** One directional light: a colour, a strength and where it shines from (towards the origin). */
export interface RigLight {
  colour: string;
  intensity: number;
  position: Vec3;
}

/**
 * What a lighting preset is made of: a sky/ground fill, a few directional lights, and how strong
 * the reflections of the generated studio room are. Everything is built on the device from
 * three's lights and RoomEnvironment, so no HDR file is ever downloaded.
 */
export interface LightingRig {
  hemisphere: { sky: string; ground: string; intensity: number };
  lights: readonly RigLight[];
  /** `scene.environmentIntensity` of the room reflections (0 = none). */
  environment: number;
}

export const lightingRigs: Record<SetDraft["lighting"], LightingRig> = {
  // Even, neutral light from three sides, like a photo studio: true colours, soft shadows.
  studio: {
    hemisphere: { sky: "#ffffff", ground: "#8d939c", intensity: 0.55 },
    lights: [
      { colour: "#ffffff", intensity: 1.25, position: [3, 5, 4] },
      { colour: "#ffffff", intensity: 0.35, position: [-4, 3, 2] },
      { colour: "#ffffff", intensity: 0.6, position: [0, 4, -5] },
    ],
    environment: 0.45,
  },
  // A high sun, slightly warm, and a bright blue sky filling the shadows.
  daylight: {
    hemisphere: { sky: "#cfe3ff", ground: "#b5a88a", intensity: 1.3 },
    lights: [{ colour: "#fff3e0", intensity: 2.6, position: [4, 9, 3] }],
    environment: 0.45,
  },
  // Tungsten-like interior light: amber key, orange fill, brown bounce from the floor.
  warm: {
    hemisphere: { sky: "#ffd9b0", ground: "#6e4a2e", intensity: 0.8 },
    lights: [
      { colour: "#ffb066", intensity: 1.9, position: [3, 4, 3] },
      { colour: "#ff8f4d", intensity: 0.5, position: [-4, 2, 1] },
    ],
    environment: 0.3,
  },
  // Low orange sun against a blue dusk: dim, long light and a cool rim from behind.
  evening: {
    hemisphere: { sky: "#4a5a8c", ground: "#1d1b28", intensity: 0.55 },
    lights: [
      { colour: "#ff9a5c", intensity: 1.5, position: [6, 1.4, 2] },
      { colour: "#8190ff", intensity: 0.6, position: [-2, 3, -5] },
    ],
    environment: 0.12,
  },
};
