import { Timestamp } from "firebase-admin/firestore";
import { invalid } from "../http/api-error.js";

/** Firestore timestamps leave the API as ISO strings; a pending server timestamp reads as now. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return new Date().toISOString();
}

/** Opaque cursors: the values of the last item's sort fields, base64url-encoded JSON. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string, arity: number): (string | number)[] {
  try {
    const values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === "string" || typeof v === "number")
    ) {
      return values;
    }
  } catch {
    // fall through to the error below
  }
  throw invalid("Invalid cursor: pass back the nextCursor of the previous page", [
    { path: "cursor", message: "Invalid cursor" },
  ]);
}

export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);
  return slug || "brand";
}
