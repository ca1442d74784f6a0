import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { conflict, unprocessable } from "../errors.js";
import { idempotencyCol } from "../firestore/collections.js";

/**
 * `idempotency/{sha256(scope, method, path, key)}`: one POST as first answered, kept 24 h
 * (`expireAt` is the collection's TTL field; expired records are also ignored when read, since
 * the TTL sweep runs late). Only the hashes of the key's scope and body are needed to decide.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A request still "in flight" after this long is taken to have died; the next retry runs it. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** Answers bigger than this are not kept (a Firestore document holds 1 MiB). */
const MAX_STORED_BODY = 900_000;
/** Printable ASCII without spaces, as clients generate them (UUIDs, ULIDs, hashes). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyRequest {
  /** Whose key it is: `tenant/{id}/user/{uid}`, `tenant/{id}/apiKey/{id}`, or `ip/{address}` on public routes. */
  scope: string;
  method: string;
  /** The concrete path, so one key on two different objects are two requests. */
  path: string;
  key: string;
  bodyHash: string;
}

export interface StoredResponse {
  status: number;
  /** The JSON text exactly as first sent. */
  body: string;
  headers: Record<string, string>;
}

export type IdempotencyStart = { kind: "new"; id: string } | { kind: "replay"; response: StoredResponse };

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export const idempotencyRecordId = (r: Pick<IdempotencyRequest, "scope" | "method" | "path" | "key">) =>
  sha256([r.scope, r.method.toUpperCase(), r.path, r.key].join("\n"));

/** JSON with object keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same body. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

export const requestBodyHash = (body: unknown) => sha256(canonicalJson(body ?? {}));

/**
 * Claims the key for this request, or says what to do instead: replay the stored answer, 409
 * while the first request is still running, 422 when the key was used with another body.
 */
export async function beginIdempotentRequest(request: IdempotencyRequest, now = Date.now()): Promise<IdempotencyStart> {
  const ref = idempotencyCol().doc(idempotencyRecordId(request));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const stored = snap.data();
    if (stored && (stored.expireAt as Timestamp).toMillis() > now) {
      if (stored.bodyHash !== request.bodyHash) {
        throw unprocessable("This Idempotency-Key was already used with a different request body; use a new key for a new request");
      }
      if (stored.state === "done") {
        return { kind: "replay", response: { status: stored.status, body: stored.body, headers: stored.headers ?? {} } } as const;
      }
      if ((stored.lockedUntil as Timestamp).toMillis() > now) {
        throw conflict("A request with this Idempotency-Key is still being processed; retry in a moment", undefined, {
          "Retry-After": "1",
        });
      }
    }
    tx.set(ref, {
      method: request.method.toUpperCase(),
      path: request.path,
      scopeHash: sha256(request.scope),
      bodyHash: request.bodyHash,
      state: "in-flight",
      lockedUntil: Timestamp.fromMillis(now + IDEMPOTENCY_LEASE_MS),
      createdAt: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + IDEMPOTENCY_TTL_MS),
    });
    return { kind: "new", id: ref.id } as const;
  });
}

/** Keeps the answer for replays; one too large to keep releases the key instead. */
export async function completeIdempotentRequest(id: string, response: StoredResponse): Promise<void> {
  if (response.body.length > MAX_STORED_BODY) return releaseIdempotentRequest(id);
  await idempotencyCol().doc(id).update({ state: "done", status: response.status, body: response.body, headers: response.headers });
}

/** A request that failed is not kept: the client may retry it with the same key. */
export async function releaseIdempotentRequest(id: string): Promise<void> {
  await idempotencyCol().doc(id).delete();
}
