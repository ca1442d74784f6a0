import { createHash } from "node:crypto";
import type { z } from "zod";
import { ApiError, failedPrecondition } from "./errors.js";

/**
 * A strong ETag of a JSON representation: the hash of its exact JSON text. Responses are parsed
 * through the contract's schema first, so the same object always serialises the same way.
 */
export function etagOf(payload: unknown): string {
  return `"${createHash("sha256")
    .update(JSON.stringify(payload) ?? "", "utf8")
    .digest("base64url")
    .slice(0, 32)}"`;
}

/** One entity tag of RFC 9110: optionally weak, quoted, without quotes, spaces or controls inside. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

/**
 * Whether an If-Match value is well formed: `*`, or entity tags separated by commas. A value that
 * is not is a client's mistake of form (400), not a precondition that failed (412).
 */
export function isIfMatchHeader(header: string): boolean {
  const value = header.trim();
  return value === "*" || (value !== "" && value.split(",").every((tag) => ENTITY_TAG.test(tag.trim())));
}

/**
 * RFC 9110 If-Match: `*` matches any current representation; otherwise one of the listed tags
 * must equal the current one by strong comparison (weak `W/` tags never match).
 */
export function ifMatchSatisfied(header: string, current: string): boolean {
  const value = header.trim();
  if (value === "*") return true;
  return value
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => !tag.startsWith("W/") && tag === current);
}

/** RFC 9110 If-None-Match on a GET: true (answer 304) when any listed tag, weakly compared, is the current one. */
export function ifNoneMatchSatisfied(header: string, current: string): boolean {
  const value = header.trim();
  if (value === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return value.split(",").some((tag) => bare(tag) === bare(current));
}

/**
 * An update's If-Match, checked inside the update's own write. The route layer makes one from the
 * header and the GET's response schema; the service calls `assert` inside its Firestore
 * transaction, with the object as its GET answers computed from reads made in that transaction.
 * Two writers holding the same ETag therefore cannot both pass: the transaction of the second
 * conflicts with the first's commit, is retried, and sees the representation the first wrote.
 */
export class IfMatch {
  private checked = false;

  constructor(
    readonly header: string,
    private readonly schema: z.ZodType,
  ) {}

  /** Throws 412 with the current ETag unless the current representation matches the header. */
  async assert(currentRepresentation: () => Promise<unknown>): Promise<void> {
    this.checked = true;
    const current = etagOf(this.schema.parse(await currentRepresentation()));
    if (!ifMatchSatisfied(this.header, current)) throw preconditionFailed(current);
  }

  /** Whether an update honoured the header (a route whose service never called `assert` is a defect). */
  get wasChecked(): boolean {
    return this.checked;
  }
}

export function preconditionFailed(current: string): ApiError {
  return failedPrecondition("This object changed since you read it (If-Match does not match its current ETag); read it again and retry", undefined, {
    ETag: current,
  });
}
