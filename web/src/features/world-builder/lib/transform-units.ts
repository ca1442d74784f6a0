/** Units of the numeric transform fields: metres, degrees (stored as radians) and scale factors. */
import type { Transform, Vec3 } from "@vitrine/contract";

export type TransformPart = "position" | "rotation" | "scale";
export type Axis = "x" | "y" | "z";
export const AXES: readonly Axis[] = ["x", "y", "z"];

/** What the snapping toggle snaps to: 10 cm, 15° and 0.1 of scale. */
export const SNAP = { translate: 0.1, rotateDegrees: 15, scale: 0.1 } as const;

export const toDegrees = (radians: number) => (radians * 180) / Math.PI;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The value a field shows for one component, in the field's unit. */
export function fieldValue(transform: Transform, part: TransformPart, axis: Axis): number {
  const value = transform[part][axis];
  if (part === "rotation") return Math.round(toDegrees(value) * 100) / 100;
  return Math.round(value * 1000) / 1000;
}

/** `transform` with one component set from a field (in the field's unit). */
export function withFieldValue(transform: Transform, part: TransformPart, axis: Axis, value: number): Transform {
  const stored = part === "rotation" ? toRadians(value) : value;
  return { ...transform, [part]: { ...transform[part], [axis]: stored } as Vec3 };
}

/** Parses what someone typed ("1,5" in some locales means 1.5); null when it is not a number. */
export function parseFieldNumber(text: string): number | null {
  const cleaned = text.trim().replace(",", ".");
  if (!cleaned || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

export function snapValue(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function formatVec(v: Vec3, digits = 2): string {
  return `${v.x.toFixed(digits)}, ${v.y.toFixed(digits)}, ${v.z.toFixed(digits)}`;
}
