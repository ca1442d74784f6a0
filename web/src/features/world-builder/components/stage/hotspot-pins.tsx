import { Html } from "@react-three/drei";
import { useThree } from "@react-three/fiber";
import { memo, useCallback, useLayoutEffect } from "react";
import { ConeGeometry, MeshStandardMaterial, SphereGeometry, type Group } from "three";
import type { ProductPin } from "../../lib/product-pin";
import { pinKey, useStage } from "./stage-context";

// One geometry and two materials for every pin.
const head = new SphereGeometry(0.055, 24, 16);
const stem = new ConeGeometry(0.028, 0.16, 16);
stem.rotateX(Math.PI);
const pinMaterial = new MeshStandardMaterial({ color: "#4f46e5", roughness: 0.35, emissive: "#312e81", emissiveIntensity: 0.25 });
const selectedMaterial = new MeshStandardMaterial({ color: "#f59e0b", roughness: 0.35, emissive: "#b45309", emissiveIntensity: 0.35 });

interface HotspotPinsProps {
  /** Products whose hotspot stands in this scene. */
  pins: ProductPin[];
  selectedId: string | null;
}

/** A map pin per product hotspot: its tip on the point, the head above it; the selected one is named. */
export function HotspotPins({ pins, selectedId }: HotspotPinsProps) {
  return (
    <>
      {pins.map((pin) => (
        <HotspotPin key={pin.id} pin={pin} selected={pin.id === selectedId} />
      ))}
    </>
  );
}

const HotspotPin = memo(function HotspotPin({ pin, selected }: { pin: ProductPin; selected: boolean }) {
  const { registry } = useStage();
  const invalidate = useThree((state) => state.invalidate);
  const key = pinKey(pin.id);
  const ref = useCallback(
    (group: Group | null) => {
      if (!group) return;
      registry.set(key, group);
      return () => {
        if (registry.get(key) === group) registry.delete(key);
      };
    },
    [registry, key],
  );
  const position = pin.hotspot?.position;
  useLayoutEffect(() => {
    const group = registry.get(key);
    if (!group || !position) return;
    group.position.set(position.x, position.y, position.z);
    invalidate();
  }, [registry, key, position, invalidate]);

  return (
    <group ref={ref} userData={{ productId: pin.id }} name={`Hotspot ${pin.name}`}>
      <mesh geometry={stem} material={selected ? selectedMaterial : pinMaterial} position={[0, 0.08, 0]} />
      <mesh geometry={head} material={selected ? selectedMaterial : pinMaterial} position={[0, 0.2, 0]} />
      {selected && (
        <Html position={[0, 0.3, 0]} center zIndexRange={[20, 0]} pointerEvents="none">
          <span className="wb-pin-label">{pin.name}</span>
        </Html>
      )}
    </group>
  );
});
