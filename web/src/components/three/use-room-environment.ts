import { useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { PMREMGenerator, type WebGLRenderTarget } from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";
import { createRoomEnvironmentMap } from "@/lib/three/room-environment-map";

/**
 * Makes three's RoomEnvironment the scene's environment map while the caller is mounted: soft
 * studio reflections for PBR materials with no HDR download (drei's `<Environment preset>`
 * fetches from a CDN, which is not reachable here).
 *
 * `blur` 0 builds the map cheaply from the GPU's mipmap chain (`createRoomEnvironmentMap`: what
 * the public viewer's first frame can afford); a positive `blur` uses three's GGX prefilter with
 * that extra pre-blur (PMREM's sigma), for screens where a sharper studio is worth a slower start.
 * A change of it builds the map again.
 */
export function useRoomEnvironment(blur: number) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    let target: WebGLRenderTarget;
    if (blur > 0) {
      const pmrem = new PMREMGenerator(gl);
      const room = new RoomEnvironment();
      target = pmrem.fromScene(room, blur);
      room.dispose();
      pmrem.dispose();
    } else {
      target = createRoomEnvironmentMap(gl);
    }
    const previous = scene.environment;
    scene.environment = target.texture;
    invalidate();
    return () => {
      scene.environment = previous;
      target.dispose();
    };
  }, [gl, scene, blur, invalidate]);
}
