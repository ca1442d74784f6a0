import type { Vec3 } from "@/lib/three/framing";
import type { ModelPlacement } from "../../lib/render-plan";

/** `v` turned back by an XYZ Euler rotation: the inverse of `rotateXYZ` (X undone first, then Y, then Z). */
export function unrotateXYZ([x, y, z]: Vec3, [rx, ry, rz]: Vec3): Vec3 {
  const y1 = y * Math.cos(rx) + z * Math.sin(rx);
  const z1 = -y * Math.sin(rx) + z * Math.cos(rx);
  const x2 = x * Math.cos(ry) - z1 * Math.sin(ry);
  const z2 = x * Math.sin(ry) + z1 * Math.cos(ry);
  return [x2 * Math.cos(rz) + y1 * Math.sin(rz), -x2 * Math.sin(rz) + y1 * Math.cos(rz), z2];
}

/**
 * Where a product's hotspot stands on its model, in the model's own coordinates: AR places the
 * model alone, at its real size, so the point the world builder pinned in the scene is carried
 * over through the placement that shows the model there (the nearest one, when the scene shows it
 * twice). Null when that scene does not show the model.
 */
export function hotspotOnModel(
  placements: readonly Pick<ModelPlacement, "modelId" | "position" | "rotation" | "scale">[],
  modelId: string,
  point: Vec3,
): Vec3 | null {
  const distance = (p: Vec3) => Math.hypot(p[0] - point[0], p[1] - point[1], p[2] - point[2]);
  const nearest = placements.filter((p) => p.modelId === modelId).sort((a, b) => distance(a.position) - distance(b.position))[0];
  if (!nearest) return null;
  const [x, y, z] = unrotateXYZ([point[0] - nearest.position[0], point[1] - nearest.position[1], point[2] - nearest.position[2]], nearest.rotation);
  // A flattened placement (scale 0 on an axis) keeps the point on that axis where it is.
  const unscale = (value: number, scale: number) => (scale === 0 ? value : value / scale);
  return [unscale(x, nearest.scale[0]), unscale(y, nearest.scale[1]), unscale(z, nearest.scale[2])];
}
