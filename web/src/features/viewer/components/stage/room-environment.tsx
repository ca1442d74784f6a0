import { useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { PMREMGenerator } from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";

/**
 * Soft studio reflections for PBR materials, built once per renderer on the GPU from three's
 * RoomEnvironment (no HDR download). Built once, not per scene: on a slow phone GPU the
 * prefiltering is the most expensive step of a scene switch. Each set's lighting only changes
 * `scene.environmentIntensity`.
 */
export function RoomEnvironmentMap() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    // No extra pre-blur (sigma 0): the prefilter's own GGX levels already soften the rough
    // reflections, and the blur pass costs a shader compile that software WebGL takes a third
    // of a second over, before the first frame.
    const target = pmrem.fromScene(room, 0);
    scene.environment = target.texture;
    room.dispose();
    pmrem.dispose();
    invalidate();
    return () => {
      scene.environment = null;
      target.dispose();
    };
  }, [gl, scene, invalidate]);

  return null;
}
