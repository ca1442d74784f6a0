import type { RootState } from "@react-three/fiber";
import { Plane, Raycaster, Vector2, Vector3 } from "three";

export type Point = { x: number; y: number; z: number };

const FLOOR = new Plane(new Vector3(0, 1, 0), 0);
/** Millimetres are plenty for a pin, and keep the stored numbers short. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The point of the scene under a tap (`ndc`: -1..1 across the canvas, y up): the first surface
 * drawn there, else the floor's plane, else null (the sky).
 */
export function pointUnderTap(stage: RootState, ndc: { x: number; y: number }): Point | null {
  const raycaster = new Raycaster();
  stage.camera.updateMatrixWorld();
  raycaster.setFromCamera(new Vector2(ndc.x, ndc.y), stage.camera);
  const hit = raycaster.intersectObjects(stage.scene.children, true).find((candidate) => candidate.object.visible);
  const point = hit?.point ?? raycaster.ray.intersectPlane(FLOOR, new Vector3());
  return point ? { x: round(point.x), y: round(point.y), z: round(point.z) } : null;
}
