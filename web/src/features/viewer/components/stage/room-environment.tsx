import { useRoomEnvironment } from "@/components/three/use-room-environment";

/**
 * Soft studio reflections for PBR materials, built once per renderer on the GPU from three's
 * RoomEnvironment (no HDR download). Built once, not per scene, and through the GPU's mipmap
 * chain rather than three's GGX prefilter (blur 0): on a software-rendered WebGL the prefilter
 * was two thirds of the first frame. Each set's lighting only changes `scene.environmentIntensity`.
 */
export function RoomEnvironmentMap() {
  useRoomEnvironment(0);
  return null;
}
