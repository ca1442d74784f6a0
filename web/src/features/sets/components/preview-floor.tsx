import { useEffect, useMemo } from "react";
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from "three";
import type { PreviewSettings } from "../lib/preview-settings";
import { drawFloorPattern, PATTERN_METRES, type PatternKind } from "../lib/floor-patterns";

type Props = PreviewSettings["floor"];

/** The square floor of the set, centred under the backdrop: plain, gridded, wood or concrete. */
export function PreviewFloor({ kind, color, size }: Props) {
  if (kind === "none") return null;
  return (
    <mesh rotation-x={-Math.PI / 2} receiveShadow>
      <planeGeometry args={[size, size]} />
      {kind === "color" ? <meshStandardMaterial color={color} roughness={0.9} metalness={0} /> : <PatternedMaterial kind={kind} color={color} size={size} />}
    </mesh>
  );
}

const ROUGHNESS: Record<PatternKind, number> = { grid: 0.9, wood: 0.65, concrete: 0.85 };

function PatternedMaterial({ kind, color, size }: { kind: PatternKind; color: string; size: number }) {
  // One canvas per kind; the repeat follows the floor's size so planks and cells keep their real size.
  const texture = useMemo(() => {
    const map = new CanvasTexture(drawFloorPattern(kind));
    map.colorSpace = SRGBColorSpace;
    map.wrapS = map.wrapT = RepeatWrapping;
    // Seen at a grazing angle, the pattern stays sharp instead of turning to mush.
    map.anisotropy = 8;
    return map;
  }, [kind]);
  useEffect(() => () => texture.dispose(), [texture]);
  useEffect(() => {
    texture.repeat.set(size / PATTERN_METRES[kind], size / PATTERN_METRES[kind]);
  }, [texture, size, kind]);
  return <meshStandardMaterial map={texture} color={color} roughness={ROUGHNESS[kind]} metalness={0} />;
}
