import { useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { PMREMGenerator } from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";

type Props = {
  /** Scales the reflections' brightness (`scene.environmentIntensity`). */
  intensity?: number;
};

/**
 * A neutral studio for image-based lighting, built on the GPU from three's RoomEnvironment: no
 * HDR download (drei's `<Environment preset>` fetches from a CDN, which is not reachable here),
 * and PBR materials still get soft, even reflections.
 */
export function StudioEnvironment({ intensity = 1 }: Props) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const target = pmrem.fromScene(room, 0.04);
    const previous = scene.environment;
    scene.environment = target.texture;
    scene.environmentIntensity = intensity;
    room.dispose();
    pmrem.dispose();
    invalidate();
    return () => {
      scene.environment = previous;
      target.dispose();
    };
  }, [gl, scene, intensity, invalidate]);

  return null;
}
