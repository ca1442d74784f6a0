import { useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { PMREMGenerator } from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";

/**
 * Makes three's RoomEnvironment, prefiltered on the GPU, the scene's environment map while the
 * caller is mounted: soft studio reflections for PBR materials with no HDR download (drei's
 * `<Environment preset>` fetches from a CDN, which is not reachable here). `blur` is the extra
 * pre-blur (PMREM's sigma); a change of it builds the map again.
 */
export function useRoomEnvironment(blur: number) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const target = pmrem.fromScene(room, blur);
    const previous = scene.environment;
    scene.environment = target.texture;
    room.dispose();
    pmrem.dispose();
    invalidate();
    return () => {
      scene.environment = previous;
      target.dispose();
    };
  }, [gl, scene, blur, invalidate]);
}
