import { Timestamp } from "firebase-admin/firestore";
import { RESERVED_ID } from "@vitrine/contract";
import { slugOf } from "@vitrine/contract/slug";
import { invalid } from "../errors.js";

/** Firestore timestamps leave the API as ISO strings; a pending server timestamp reads as now. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return new Date().toISOString();
}

/** A person as stored (`{ uid, name }`: who requested, decided, resolved, …), or null when none is. */
export function personOrNull(value: unknown): { uid: string; name: string | null } | null {
  const person = value as { uid?: string; name?: string | null } | null | undefined;
  return person?.uid ? { uid: person.uid, name: person.name ?? null } : null;
}

/** The person a document names in `field`, or, when it names nobody there, the uid that created it. */
export function personOrCreator(data: { createdBy?: string } & Record<string, unknown>, field: string): { uid: string; name: string | null } {
  return personOrNull(data[field]) ?? { uid: data.createdBy ?? "", name: null };
}

/**
 * What a cursor holds, position by position: `text` a sort value (a name, an email), `id` a document
 * id (ordered by `FieldPath.documentId()`), `millis` a timestamp in milliseconds, `count` a whole
 * number (a position, a version).
 */
export type CursorField = "text" | "id" | "millis" | "count";
type CursorValue<F extends CursorField> = F extends "millis" | "count" ? number : string;
export type CursorValues<F extends readonly CursorField[]> = { -readonly [K in keyof F]: CursorValue<F[K]> };

/** The range `Timestamp.fromMillis` accepts: years 1 to 9999. */
const MIN_MILLIS = -62_135_596_800_000;
const MAX_MILLIS = 253_402_300_799_999;
/** Firestore indexes at most 1500 bytes of a value; no sort value of ours is longer. */
const MAX_TEXT_BYTES = 1500;

function fits(value: unknown, field: CursorField): boolean {
  switch (field) {
    case "text":
      return typeof value === "string" && Buffer.byteLength(value, "utf8") <= MAX_TEXT_BYTES;
    case "id":
      return (
        typeof value === "string" &&
        value.length > 0 &&
        Buffer.byteLength(value, "utf8") <= MAX_TEXT_BYTES &&
        !value.includes("/") &&
        value !== "." &&
        value !== ".." &&
        !RESERVED_ID.test(value)
      );
    case "millis":
      return Number.isSafeInteger(value) && (value as number) >= MIN_MILLIS && (value as number) <= MAX_MILLIS;
    case "count":
      return Number.isSafeInteger(value) && (value as number) >= 0;
  }
}

/** Opaque cursors: the values of the last item's sort fields, base64url-encoded JSON. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/**
 * The values of a cursor, checked against the sort of the list it is for: a cursor made up, or
 * taken from another list or sort, is a 400 on `cursor`, never a query Firestore refuses.
 */
export function decodeCursor<const F extends readonly CursorField[]>(cursor: string, fields: F): CursorValues<F> {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    values = undefined;
  }
  if (Array.isArray(values) && values.length === fields.length && values.every((value, i) => fits(value, fields[i]!))) {
    return values as CursorValues<F>;
  }
  throw invalid("Invalid cursor: pass back the nextCursor of the previous page", [{ path: "cursor", message: "Invalid cursor" }]);
}

export function slugify(name: string): string {
  return slugOf(name, 63) || "brand";
}
