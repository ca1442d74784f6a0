import { Grid } from "@react-three/drei";
import { useEffect, useMemo } from "react";
import { CanvasTexture, Color, RepeatWrapping, SRGBColorSpace } from "three";
import type { PreviewSettings } from "../lib/preview-settings";
import { drawFloorPattern, PATTERN_METRES, type PatternKind } from "../lib/floor-patterns";

type Props = PreviewSettings["floor"];

/**
 * The floor's layer: the camera sees it, the contact shadow's camera (layer 0 only) does not, or
 * the floor itself would be baked into the shadow as a dark square.
 */
export const FLOOR_LAYER = 2;

/** The square floor of the set, centred under the backdrop: plain, gridded, wood or concrete. */
export function PreviewFloor({ kind, color, size }: Props) {
  if (kind === "none") return null;
  return (
    <>
      <mesh rotation-x={-Math.PI / 2} layers={FLOOR_LAYER}>
        <planeGeometry args={[size, size]} />
        {kind === "wood" || kind === "concrete" ? (
          <PatternedMaterial kind={kind} color={color} size={size} />
        ) : (
          <meshStandardMaterial color={color} roughness={0.9} metalness={0} />
        )}
      </mesh>
      {kind === "grid" && <FloorGrid color={color} size={size} />}
    </>
  );
}

/** Lines a shade darker than the floor, metre sections over 25 cm cells, fading far away. */
function FloorGrid({ color, size }: { color: string; size: number }) {
  const [cell, section] = useMemo(() => {
    const base = new Color(color);
    const hsl = { h: 0, s: 0, l: 0 };
    base.getHSL(hsl);
    // Dark lines on a light floor, light ones on a dark floor.
    const shade = (amount: number) => new Color().setHSL(hsl.h, hsl.s, hsl.l > 0.5 ? hsl.l - amount : hsl.l + amount);
    return [shade(0.12), shade(0.24)];
  }, [color]);
  return (
    <Grid
      layers={FLOOR_LAYER}
      // Just above the floor plane so the two never fight over the same depth.
      position={[0, 0.001, 0]}
      args={[size, size]}
      cellSize={0.25}
      sectionSize={1}
      cellThickness={0.6}
      sectionThickness={1.1}
      cellColor={cell}
      sectionColor={section}
      fadeDistance={Math.max(size, 8)}
      fadeStrength={1.2}
    />
  );
}

function PatternedMaterial({ kind, color, size }: { kind: PatternKind; color: string; size: number }) {
  // One canvas per kind; the repeat follows the floor's size so planks keep their real width.
  const texture = useMemo(() => {
    const map = new CanvasTexture(drawFloorPattern(kind));
    map.colorSpace = SRGBColorSpace;
    map.wrapS = map.wrapT = RepeatWrapping;
    map.anisotropy = 8;
    return map;
  }, [kind]);
  useEffect(() => () => texture.dispose(), [texture]);
  useEffect(() => {
    texture.repeat.set(size / PATTERN_METRES[kind], size / PATTERN_METRES[kind]);
  }, [texture, size, kind]);
  return <meshStandardMaterial map={texture} color={color} roughness={kind === "wood" ? 0.65 : 0.85} metalness={0} />;
}
