import { CameraFraming } from "@/components/three/camera-framing";
import type { Box } from "@/lib/three/framing";

/**
 * Frames `box` from a three-quarter view with orbit limits around it. Runs when the box changes
 * (another backdrop), not when colours or light change, so the angle someone orbited to stays.
 * The floor reaches far beyond the model: the far plane keeps all of it in view.
 */
export function PreviewFraming({ box }: { box: Box }) {
  return <CameraFraming box={box} farAtLeast={500} />;
}
