import { useEffect, useMemo } from "react";
import { CanvasTexture, Color, RepeatWrapping, SRGBColorSpace, type Texture } from "three";
import type { FloorKind } from "../../lib/render-plan";

type Props = {
  kind: FloorKind;
  color: string;
  /** Side of the floor in metres (drawn as a disc of that diameter, fading out at its rim). */
  size: number;
};

/** A small seeded random, so a floor looks the same on every visit. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function shade(color: Color, amount: number): string {
  const copy = color.clone();
  copy.offsetHSL(0, 0, amount);
  return `#${copy.getHexString()}`;
}

/** Planks of 1/8 of the tile with staggered joints and a little grain, tinted with `color`. */
function woodTexture(color: string): CanvasTexture | null {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 512;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const base = new Color(color);
  const rand = random(7);
  const rows = 8;
  const height = canvas.height / rows;
  for (let row = 0; row < rows; row += 1) {
    let x = -rand() * 256;
    while (x < canvas.width) {
      const length = 180 + rand() * 200;
      context.fillStyle = shade(base, (rand() - 0.5) * 0.035);
      context.fillRect(x, row * height, length, height);
      context.strokeStyle = shade(base, -0.05 - rand() * 0.05);
      context.globalAlpha = 0.16;
      for (let line = 0; line < 5; line += 1) {
        const y = row * height + 4 + rand() * (height - 8);
        context.beginPath();
        context.moveTo(x, y);
        context.bezierCurveTo(x + length / 3, y + (rand() - 0.5) * 4, x + (2 * length) / 3, y + (rand() - 0.5) * 4, x + length, y);
        context.lineWidth = 0.6 + rand();
        context.stroke();
      }
      context.globalAlpha = 1;
      context.fillStyle = shade(base, -0.07);
      context.fillRect(x, row * height, 1.5, height);
      x += length;
    }
    context.fillStyle = shade(base, -0.08);
    context.fillRect(0, row * height, canvas.width, 1.5);
  }
  return new CanvasTexture(canvas);
}

/** Soft, low-contrast clouds and a fine grain: polished concrete, tinted with `color`. */
function concreteTexture(color: string): CanvasTexture | null {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 512;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const base = new Color(color);
  context.fillStyle = `#${base.getHexString()}`;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const rand = random(11);
  const tint = (amount: number, alpha: number) => {
    const c = base.clone().offsetHSL(0, 0, amount);
    return `rgba(${Math.round(c.r * 255)}, ${Math.round(c.g * 255)}, ${Math.round(c.b * 255)}, ${alpha})`;
  };
  // Clouds drawn three times shifted by the tile size, so the texture repeats without seams.
  for (let i = 0; i < 60; i += 1) {
    const radius = 40 + rand() * 120;
    const x = rand() * canvas.width;
    const y = rand() * canvas.height;
    const amount = (rand() - 0.5) * 0.05;
    for (const dx of [-512, 0, 512]) {
      for (const dy of [-512, 0, 512]) {
        const gradient = context.createRadialGradient(x + dx, y + dy, 0, x + dx, y + dy, radius);
        gradient.addColorStop(0, tint(amount, 0.55));
        gradient.addColorStop(1, tint(amount, 0));
        context.fillStyle = gradient;
        context.fillRect(x + dx - radius, y + dy - radius, radius * 2, radius * 2);
      }
    }
  }
  for (let i = 0; i < 9000; i += 1) {
    context.fillStyle = tint((rand() - 0.5) * 0.06, 0.5);
    context.fillRect(rand() * canvas.width, rand() * canvas.height, 1, 1);
  }
  return new CanvasTexture(canvas);
}

let edgeFade: CanvasTexture | null = null;

/**
 * Opaque in the middle, fading to nothing at the rim (alpha maps read the green channel): the
 * floor melts into the background instead of ending at a hard edge.
 */
function edgeFadeTexture(): CanvasTexture | null {
  if (edgeFade) return edgeFade;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 256;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const gradient = context.createRadialGradient(128, 128, 0, 128, 128, 128);
  gradient.addColorStop(0, "#ffffff");
  gradient.addColorStop(0.5, "#ffffff");
  gradient.addColorStop(0.82, "#555555");
  gradient.addColorStop(1, "#000000");
  context.fillStyle = gradient;
  context.fillRect(0, 0, 256, 256);
  edgeFade = new CanvasTexture(canvas);
  return edgeFade;
}

/** Texture tile size in metres. */
const TILE = { wood: 1.6, concrete: 4 } as const;

export function Floor({ kind, color, size }: Props) {
  const texture = useMemo<Texture | null>(() => {
    if (kind !== "wood" && kind !== "concrete") return null;
    const made = kind === "wood" ? woodTexture(color) : concreteTexture(color);
    if (!made) return null;
    made.colorSpace = SRGBColorSpace;
    made.wrapS = made.wrapT = RepeatWrapping;
    made.repeat.set(size / TILE[kind], size / TILE[kind]);
    made.anisotropy = 4;
    return made;
  }, [kind, color, size]);
  useEffect(() => () => texture?.dispose(), [texture]);

  const radius = size / 2;
  const fade = useMemo(edgeFadeTexture, []);
  const lines = useMemo(() => {
    const base = new Color(color);
    return { cell: shade(base, -0.08), section: shade(base, -0.18) };
  }, [color]);

  if (kind === "none") {
    // No visible floor, but objects still cast a soft shadow so they do not float.
    return (
      <mesh rotation-x={-Math.PI / 2} receiveShadow>
        <circleGeometry args={[radius, 64]} />
        <shadowMaterial transparent opacity={0.16} />
      </mesh>
    );
  }

  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} receiveShadow>
        <circleGeometry args={[radius, 96]} />
        <meshStandardMaterial
          key={kind}
          color={texture ? "#ffffff" : color}
          map={texture}
          roughness={kind === "wood" ? 0.62 : kind === "concrete" ? 0.95 : 0.9}
          metalness={0}
          alphaMap={fade}
          transparent={Boolean(fade)}
          depthWrite={false}
        />
      </mesh>
      {kind === "grid" && (
        <>
          <gridHelper args={[size * 0.7, Math.max(1, Math.round(size * 0.7 * 4)), lines.cell, lines.cell]} position={[0, 0.001, 0]} />
          <gridHelper args={[size * 0.7, Math.max(1, Math.round(size * 0.7)), lines.section, lines.section]} position={[0, 0.002, 0]} />
        </>
      )}
    </group>
  );
}
