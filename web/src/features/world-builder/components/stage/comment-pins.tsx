import { Html } from "@react-three/drei";
import { memo } from "react";
import { MeshStandardMaterial, SphereGeometry } from "three";
import type { Vec3 } from "@vitrine/contract";

/** A review comment's place in the scene, numbered as the inspector lists it (null: the one being written). */
export interface CommentPin {
  id: string;
  number: number | null;
  position: Vec3;
}

// One geometry and two materials for every comment pin: amber, unlike the products' indigo pins.
const dot = new SphereGeometry(0.05, 20, 14);
const pinMaterial = new MeshStandardMaterial({ color: "#f59e0b", roughness: 0.4, emissive: "#b45309", emissiveIntensity: 0.3 });
const draftMaterial = new MeshStandardMaterial({ color: "#ffffff", roughness: 0.4, emissive: "#f59e0b", emissiveIntensity: 0.6 });

/**
 * The scene's open comments as numbered dots. They are not clickable (they sit outside the
 * stage's click group), so they never get in the way of selecting or placing.
 */
export const CommentPins = memo(function CommentPins({ pins }: { pins: CommentPin[] }) {
  return (
    <>
      {pins.map((pin) => (
        <group key={pin.id} position={[pin.position.x, pin.position.y, pin.position.z]} name={`Comment ${pin.number ?? "new"}`}>
          <mesh geometry={dot} material={pin.number === null ? draftMaterial : pinMaterial} />
          <Html position={[0, 0.12, 0]} center zIndexRange={[15, 0]} pointerEvents="none">
            <span className="wb-comment-pin" data-comment-pin={pin.number ?? "new"}>
              {pin.number ?? "+"}
            </span>
          </Html>
        </group>
      ))}
    </>
  );
});
