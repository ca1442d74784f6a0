import type { DocumentData } from "firebase-admin/firestore";

const round = (v: number) => Math.round(v * 10000) / 10000;

/** A stored library model's size in the room, in metres: the extent of its bounding box (already in metres, after its declared unit). */
export function realWorldSizeOf(data: DocumentData): { width: number; height: number; depth: number } {
  const bbox = (data.bbox ?? { min: [0, 0, 0], max: [0, 0, 0] }) as { min: number[]; max: number[] };
  const extent = (axis: number) => round(Math.max(0, (bbox.max[axis] ?? 0) - (bbox.min[axis] ?? 0)));
  return { width: extent(0), height: extent(1), depth: extent(2) };
}
