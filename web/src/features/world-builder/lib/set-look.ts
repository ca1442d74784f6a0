/**
 * How a set's presets look in the editor: light rigs for the lighting presets, and small
 * procedural textures for the wood and concrete floors (drawn on a canvas: nothing is
 * downloaded). The floor's colour tints the texture, as the set screen describes it.
 */
import type { lightingPresets, VitrineSet } from "@vitrine/contract";
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from "three";

export type LightingPreset = (typeof lightingPresets)[number];

export interface LightRig {
  /** Strength of the studio reflections (`scene.environmentIntensity`). */
  environment: number;
  hemisphere: { sky: string; ground: string; intensity: number };
  key: { color: string; intensity: number; position: [number, number, number] };
}

export const LIGHT_RIGS: Record<LightingPreset, LightRig> = {
  studio: {
    environment: 0.75,
    hemisphere: { sky: "#ffffff", ground: "#d4d4d8", intensity: 0.35 },
    key: { color: "#ffffff", intensity: 1.1, position: [4, 7, 5] },
  },
  daylight: {
    environment: 0.9,
    hemisphere: { sky: "#dbeafe", ground: "#e7e5e4", intensity: 0.6 },
    key: { color: "#fff6e5", intensity: 1.8, position: [6, 10, 3] },
  },
  warm: {
    environment: 0.55,
    hemisphere: { sky: "#ffe8cc", ground: "#a07850", intensity: 0.45 },
    key: { color: "#ffc98f", intensity: 1.4, position: [-4, 6, 4] },
  },
  evening: {
    environment: 0.3,
    hemisphere: { sky: "#30406b", ground: "#1c1917", intensity: 0.5 },
    key: { color: "#ffb070", intensity: 1.0, position: [-6, 3, 2] },
  },
};

/** The editor's look when the scene has no set: a light studio on a neutral floor. */
export const DEFAULT_BACKGROUND = "#eceef3";

export function lightRigFor(set: VitrineSet | null | undefined): LightRig {
  return LIGHT_RIGS[(set?.lighting as LightingPreset | undefined) ?? "studio"] ?? LIGHT_RIGS.studio;
}

/** One tile of the pattern, in metres: the texture repeats every this many metres. */
export const FLOOR_TILE_METRES = 2;

type Pattern = "wood" | "concrete";
const patterns = new Map<Pattern, CanvasTexture>();

/**
 * A light-grey pattern (the floor colour multiplies it): planks with grain for wood, mottled
 * grain for concrete. Seeded, so every visit draws the same floor. Made once per page.
 */
export function floorTexture(pattern: Pattern): CanvasTexture | null {
  const cached = patterns.get(pattern);
  if (cached) return cached;
  if (typeof document === "undefined") return null;
  const canvas = document.createElement("canvas");
  canvas.width = 512;
  canvas.height = 512;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const random = seeded(pattern === "wood" ? 7 : 11);
  if (pattern === "wood") drawWood(context, random);
  else drawConcrete(context, random);
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  patterns.set(pattern, texture);
  return texture;
}

function seeded(seed: number) {
  let value = seed;
  return () => {
    value = (value * 16807) % 2147483647;
    return (value - 1) / 2147483646;
  };
}

function drawWood(context: CanvasRenderingContext2D, random: () => number) {
  const planks = 8;
  const width = 512 / planks;
  for (let plank = 0; plank < planks; plank += 1) {
    const shade = 218 + Math.round(random() * 30);
    context.fillStyle = `rgb(${shade},${shade},${shade})`;
    context.fillRect(plank * width, 0, width, 512);
    // Grain: thin, slightly wavy darker lines along the plank.
    for (let line = 0; line < 14; line += 1) {
      const x = plank * width + random() * width;
      const dark = shade - 12 - Math.round(random() * 14);
      context.strokeStyle = `rgba(${dark},${dark},${dark},0.45)`;
      context.lineWidth = 0.6 + random() * 1.2;
      context.beginPath();
      context.moveTo(x, 0);
      for (let y = 0; y <= 512; y += 32) context.lineTo(x + Math.sin(y / 60 + line) * 2.2, y);
      context.stroke();
    }
    // Plank ends at staggered heights and the gaps between planks.
    const end = random() * 512;
    context.fillStyle = "rgba(120,120,120,0.45)";
    context.fillRect(plank * width, end, width, 2);
    context.fillRect(plank * width, 0, 1.5, 512);
  }
}

function drawConcrete(context: CanvasRenderingContext2D, random: () => number) {
  context.fillStyle = "rgb(226,226,226)";
  context.fillRect(0, 0, 512, 512);
  // Soft blotches, then fine speckle.
  for (let i = 0; i < 90; i += 1) {
    const x = random() * 512;
    const y = random() * 512;
    const r = 20 + random() * 70;
    const shade = 200 + Math.round(random() * 50);
    const gradient = context.createRadialGradient(x, y, 0, x, y, r);
    gradient.addColorStop(0, `rgba(${shade},${shade},${shade},0.35)`);
    gradient.addColorStop(1, `rgba(${shade},${shade},${shade},0)`);
    context.fillStyle = gradient;
    context.fillRect(x - r, y - r, r * 2, r * 2);
  }
  for (let i = 0; i < 6000; i += 1) {
    const shade = 150 + Math.round(random() * 100);
    context.fillStyle = `rgba(${shade},${shade},${shade},0.35)`;
    context.fillRect(random() * 512, random() * 512, 1.2, 1.2);
  }
  // Expansion joints, once per tile.
  context.fillStyle = "rgba(120,120,120,0.5)";
  context.fillRect(0, 0, 512, 2);
  context.fillRect(0, 0, 2, 512);
}
