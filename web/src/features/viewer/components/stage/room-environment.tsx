import { useRoomEnvironment } from "@/components/three/use-room-environment";

/**
 * Soft studio reflections for PBR materials, built once per renderer on the GPU from three's
 * RoomEnvironment (no HDR download). Built once, not per scene: on a slow phone GPU the
 * prefiltering is the most expensive step of a scene switch. Each set's lighting only changes
 * `scene.environmentIntensity`.
 */
export function RoomEnvironmentMap() {
  // No extra pre-blur (sigma 0): the prefilter's own GGX levels already soften the rough
  // reflections, and the blur pass costs a shader compile that software WebGL takes a third
  // of a second over, before the first frame.
  useRoomEnvironment(0);
  return null;
}
