import type { LibraryObject, VitrineSet } from "@vitrine/contract";
import { Grid } from "@react-three/drei";
import { useThree } from "@react-three/fiber";
import { Suspense, use, useEffect, useMemo } from "react";
import { Color, type Object3D } from "three";
import { StudioEnvironment } from "@/components/three/studio-environment";
import type { SetObject } from "../../lib/editor-state";
import { instantiate, loadModelTemplate } from "../../lib/model-templates";
import { DEFAULT_BACKGROUND, FLOOR_TILE_METRES, floorTexture, lightRigFor } from "../../lib/set-look";

interface SetBackdropProps {
  /** The scene's set; null when it has none (the editor's neutral studio then). */
  set: VitrineSet | null;
  /** The set's backdrop model, when it has one and the library knows it. */
  backdrop: LibraryObject | undefined;
  onSetObjects: (objects: SetObject[]) => void;
}

/** Light and background of the set: they belong to the whole scene, not to the clickable group. */
export function SetAtmosphere({ set }: { set: VitrineSet | null }) {
  const rig = lightRigFor(set);
  const background = set?.background ?? DEFAULT_BACKGROUND;
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    scene.background = new Color(background);
    invalidate();
  }, [scene, background, invalidate]);
  return (
    <>
      <StudioEnvironment intensity={rig.environment} />
      <hemisphereLight args={[rig.hemisphere.sky, rig.hemisphere.ground, rig.hemisphere.intensity]} />
      <directionalLight position={rig.key.position} color={rig.key.color} intensity={rig.key.intensity} />
    </>
  );
}

/** The set's floor and backdrop model: clickable (hotspots can stand on them), never selectable. */
export function SetBackdrop({ set, backdrop, onSetObjects }: SetBackdropProps) {
  useEffect(() => {
    // Until the backdrop has loaded, the set contributes no objects.
    if (!backdrop) onSetObjects([]);
  }, [backdrop, onSetObjects]);

  return (
    <>
      <Floor set={set} />
      {backdrop && (
        <Suspense fallback={null}>
          <BackdropModel backdrop={backdrop} onSetObjects={onSetObjects} />
        </Suspense>
      )}
    </>
  );
}

function BackdropModel({ backdrop, onSetObjects }: { backdrop: LibraryObject; onSetObjects: (objects: SetObject[]) => void }) {
  const result = use(loadModelTemplate(backdrop._id, backdrop.glb));
  const invalidate = useThree((state) => state.invalidate);
  const copy = useMemo<Object3D | null>(() => (result.ok ? instantiate(result.template) : null), [result]);
  useEffect(() => {
    if (!copy) return;
    onSetObjects([{ id: "backdrop", libraryObjectId: backdrop._id, name: backdrop.name }]);
    invalidate();
  }, [copy, backdrop._id, backdrop.name, onSetObjects, invalidate]);
  // The set author placed the environment in its own coordinates: it stands as authored.
  return copy ? <primitive object={copy} /> : null;
}

function Floor({ set }: { set: VitrineSet | null }) {
  const kind = set?.floor.kind ?? "color";
  const size = set?.floor.size ?? 40;
  const color = set?.floor.color ?? "#e4e7ec";
  const texture = useMemo(() => {
    if (kind !== "wood" && kind !== "concrete") return null;
    const base = floorTexture(kind);
    if (!base) return null;
    // A per-floor copy shares the image but repeats to this floor's size.
    const copy = base.clone();
    copy.repeat.set(size / FLOOR_TILE_METRES, size / FLOOR_TILE_METRES);
    copy.needsUpdate = true;
    return copy;
  }, [kind, size]);
  useEffect(() => () => texture?.dispose(), [texture]);

  if (kind === "none") return null;
  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} position-y={-0.002} name="Floor">
        <planeGeometry args={[size, size]} />
        <meshStandardMaterial key={texture ? texture.uuid : "plain"} color={color} map={texture} roughness={kind === "wood" ? 0.7 : 0.92} metalness={0} />
      </mesh>
      {kind === "grid" && (
        <Grid
          position={[0, 0.0005, 0]}
          args={[size, size]}
          cellSize={0.5}
          sectionSize={2}
          cellThickness={0.7}
          sectionThickness={1.2}
          cellColor="#9aa3b2"
          sectionColor="#6b7382"
          fadeDistance={size * 2}
        />
      )}
    </group>
  );
}
