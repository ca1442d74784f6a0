import { useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { useRoomEnvironment } from "./use-room-environment";

type Props = {
  /** Scales the reflections' brightness (`scene.environmentIntensity`). */
  intensity?: number;
};

/**
 * A neutral studio for image-based lighting, built on the GPU from three's RoomEnvironment, so
 * PBR materials get soft, even reflections without any download.
 */
export function StudioEnvironment({ intensity = 1 }: Props) {
  useRoomEnvironment(0.04);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    scene.environmentIntensity = intensity;
    invalidate();
  }, [scene, intensity, invalidate]);

  return null;
}
