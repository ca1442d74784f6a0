import { useThree } from "@react-three/fiber";
import { useLayoutEffect } from "react";
import type { PerspectiveCamera, Vector3 } from "three";
import { frameBox, type Box } from "@/lib/three/framing";

/** What framing needs of the default controls (drei's OrbitControls with `makeDefault`). */
interface OrbitLike {
  target: Vector3;
  minDistance: number;
  maxDistance: number;
  update: () => void;
}

/**
 * Frames `box` from a three-quarter view with orbit limits around it. Runs when the box changes
 * (another backdrop), not when colours or light change, so the angle someone orbited to stays.
 */
export function PreviewFraming({ box }: { box: Box }) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const controls = useThree((state) => state.controls) as unknown as OrbitLike | null;
  const invalidate = useThree((state) => state.invalidate);
  const get = useThree((state) => state.get);

  useLayoutEffect(() => {
    const { width, height } = get().size;
    const framing = frameBox(box, camera.fov, height > 0 ? width / height : 1);
    camera.position.set(...framing.position);
    camera.near = framing.near;
    // The floor reaches far beyond the model: keep all of it in view.
    camera.far = Math.max(framing.far, 500);
    camera.updateProjectionMatrix();
    if (controls) {
      controls.target.set(...framing.target);
      controls.minDistance = framing.minDistance;
      controls.maxDistance = framing.maxDistance;
      controls.update();
    } else {
      camera.lookAt(...framing.target);
    }
    invalidate();
  }, [box, camera, controls, invalidate, get]);

  return null;
}
