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

type Props = {
  /** What to frame, where it is drawn. */
  box: Box;
  /** Changing it frames the box again (a "Reset view" button). */
  viewToken?: number;
  /** The far plane's least distance, for a scene that reaches well beyond the box (a floor). */
  farAtLeast?: number;
};

/**
 * Points the camera at `box` from a three-quarter view, far enough back to see all of it, and
 * sets the orbit limits to its size. Runs when the box or the view token changes, not on resize
 * nor on other changes to the scene: those must not undo where someone has orbited to.
 */
export function CameraFraming({ box, viewToken, farAtLeast = 0 }: Props) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  // drei's <OrbitControls makeDefault> registers itself here once mounted; framing runs again then.
  const controls = useThree((state) => state.controls) as unknown as OrbitLike | null;
  const invalidate = useThree((state) => state.invalidate);
  const getSize = useThree((state) => state.get);

  useLayoutEffect(() => {
    const { width, height } = getSize().size;
    const framing = frameBox(box, camera.fov, height > 0 ? width / height : 1);
    camera.position.set(...framing.position);
    camera.near = framing.near;
    camera.far = Math.max(framing.far, farAtLeast);
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
  }, [box, viewToken, farAtLeast, camera, controls, invalidate, getSize]);

  return null;
}
