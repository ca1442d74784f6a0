import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import {
  API_KEY_PATTERN,
  apiKeyBrandRole,
  type ApiKey,
  type ApiKeyBrandIds,
  type ApiKeyScope,
  type BrandRole,
  type CreateApiKey,
  type CreatedApiKey,
  type Page,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { invalid, notFound, unauthenticated, unavailable } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { isAlreadyExists } from "../firestore/error-codes.js";
import type { ApiKeyDoc } from "../firestore/stored-documents.js";
import { apiKeyPrefixesCol, apiKeysCol, brandsCol } from "../firestore/collections.js";

/** `tenants/{tenantId}/apiKeys/{keyId}`: the key's hash, never the key. */

/**
 * `apiKeyPrefixes/{prefix}` -> `{tenantId, keyId}`: finds a presented key with one direct read.
 * The prefix is random, so it says nothing about the tenant; the document is never exposed.
 */

/** `lastUsedAt` is written at most this often per key, so a busy key does not hammer one document. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const randomText = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");

/** A new key: 8 random prefix characters (~41 bits) to find it, 40 secret ones (~238 bits) to prove it. */
export function generateApiKey(): { key: string; prefix: string } {
  const prefix = `vtr_live_${randomText(LOWER_ALNUM, 8)}`;
  return { key: `${prefix}_${randomText(ALNUM, 40)}`, prefix };
}

export const hashApiKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

function toApiKey(id: string, data: ApiKeyDoc): ApiKey {
  return {
    id,
    name: data.name,
    prefix: data.prefix,
    scope: data.scope,
    brandIds: data.brandIds,
    status: data.revokedAt ? "revoked" : "active",
    createdAt: toIso(data.createdAt),
    createdBy: { uid: data.createdBy, name: data.createdByName ?? null },
    lastUsedAt: data.lastUsedAt ? toIso(data.lastUsedAt) : null,
    revokedAt: data.revokedAt ? toIso(data.revokedAt) : null,
  };
}

/** A key may only name brands of its own workspace. */
async function assertTenantBrands(tenantId: string, brandIds: ApiKeyBrandIds) {
  if (brandIds === "all") return;
  const unique = [...new Set(brandIds)];
  const snaps = await db().getAll(...unique.map((id) => brandsCol().doc(id)));
  const issues = snaps
    .map((snap, i) => ({ snap, i }))
    .filter(({ snap }) => !snap.exists || snap.get("tenantId") !== tenantId)
    .map(({ i }) => ({ path: `brandIds.${brandIds.indexOf(unique[i]!)}`, message: "No such brand in this workspace" }));
  if (issues.length > 0) throw invalid("Some brands are not brands of this workspace", issues);
}

export async function createApiKey(caller: Caller, input: CreateApiKey & { brandIds: ApiKeyBrandIds }): Promise<CreatedApiKey> {
  await assertTenantBrands(caller.tenantId, input.brandIds);
  const keyRef = apiKeysCol(caller.tenantId).doc();
  // A prefix collision is astronomically rare; `create` refuses one rather than overwrite it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { key, prefix } = generateApiKey();
    const batch = db().batch();
    batch.create(apiKeyPrefixesCol().doc(prefix), {
      tenantId: caller.tenantId,
      keyId: keyRef.id,
      createdAt: FieldValue.serverTimestamp(),
    });
    batch.set(keyRef, {
      name: input.name,
      prefix,
      hash: hashApiKey(key),
      scope: input.scope,
      brandIds: input.brandIds === "all" ? "all" : [...new Set(input.brandIds)],
      authTenantId: caller.authTenantId,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
      createdByName: caller.displayName ?? caller.email ?? null,
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
    });
    try {
      await batch.commit();
    } catch (err) {
      if (isAlreadyExists(err)) continue;
      throw err;
    }
    return { apiKey: await getApiKey(caller.tenantId, keyRef.id), key };
  }
  throw unavailable("Could not create a unique key; try again");
}

export async function getApiKey(tenantId: string, keyId: string, tx?: Transaction): Promise<ApiKey> {
  const snap = await readDoc(apiKeysCol(tenantId).doc(keyId), tx);
  if (!snap.exists) throw notFound("API key");
  return toApiKey(snap.id, snap.data() as ApiKeyDoc);
}

/** Newest first, revoked keys included (the console shows them greyed out). */
export async function listApiKeys(tenantId: string, query: { limit: number; cursor?: string }): Promise<Page<ApiKey>> {
  return cursorPage(apiKeysCol(tenantId), NEWEST_FIRST, query, (d) => toApiKey(d.id, d.data() as ApiKeyDoc));
}

export async function renameApiKey(tenantId: string, keyId: string, name: string, ifMatch?: IfMatch): Promise<ApiKey> {
  const ref = apiKeysCol(tenantId).doc(keyId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("API key");
    await ifMatch?.assert(() => getApiKey(tenantId, keyId, tx));
    tx.update(ref, { name, updatedAt: FieldValue.serverTimestamp() });
  });
  return getApiKey(tenantId, keyId);
}

/** Revoking is final and idempotent: a second revoke keeps the first time. */
export async function revokeApiKey(caller: Caller, keyId: string): Promise<ApiKey> {
  const ref = apiKeysCol(caller.tenantId).doc(keyId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("API key");
    if (snap.get("revokedAt")) return;
    tx.update(ref, {
      revokedAt: FieldValue.serverTimestamp(),
      revokedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return getApiKey(caller.tenantId, keyId);
}

/** What a valid key authenticates as. */
export interface VerifiedApiKey {
  keyId: string;
  tenantId: string;
  data: ApiKeyDoc;
}

const unknownKey = () => unauthenticated("Invalid API key: check that you copied the whole key");

/**
 * Checks a presented key: its prefix finds the document (one direct read), the sha256 of the
 * whole key must equal the stored hash (compared in constant time), and it must not be revoked.
 */
export async function verifyApiKey(key: string, now = Date.now()): Promise<VerifiedApiKey> {
  const match = API_KEY_PATTERN.exec(key);
  if (!match) throw unknownKey();
  const pointer = await apiKeyPrefixesCol().doc(match[1]!).get();
  if (!pointer.exists) throw unknownKey();
  const { tenantId, keyId } = pointer.data() as { tenantId: string; keyId: string };
  const snap = await apiKeysCol(tenantId).doc(keyId).get();
  if (!snap.exists) throw unknownKey();
  const data = snap.data() as ApiKeyDoc;
  const expected = Buffer.from(data.hash, "hex");
  const presented = Buffer.from(hashApiKey(key), "hex");
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw unknownKey();
  if (data.revokedAt) throw unauthenticated("This API key was revoked; create a new one in Settings");
  await touchLastUsed(tenantId, keyId, data.lastUsedAt, now);
  return { keyId, tenantId, data };
}

async function touchLastUsed(tenantId: string, keyId: string, lastUsedAt: Timestamp | null, now: number) {
  if (lastUsedAt && now - lastUsedAt.toMillis() < LAST_USED_RESOLUTION_MS) return;
  try {
    await apiKeysCol(tenantId)
      .doc(keyId)
      .update({ lastUsedAt: Timestamp.fromMillis(now) });
  } catch {
    // Bookkeeping only: a failed write must not fail the request (the next one retries it).
  }
}

/**
 * The brand roles a key acts with: its scope's role on each brand it covers. "all" means every
 * brand of the workspace at the time of the request, so brands created later are covered too.
 * An audit key covers none.
 */
export async function apiKeyBrandRoles(tenantId: string, scope: ApiKeyScope, brandIds: ApiKeyBrandIds): Promise<Record<string, BrandRole>> {
  const role = apiKeyBrandRole(scope);
  if (!role) return {};
  const ids = brandIds === "all" ? (await brandsCol().where("tenantId", "==", tenantId).select().get()).docs.map((d) => d.id) : brandIds;
  return Object.fromEntries(ids.map((id) => [id, role]));
}

/** The caller a verified key acts as. */
export async function apiKeyCaller(verified: VerifiedApiKey): Promise<Caller> {
  const { keyId, tenantId, data } = verified;
  return {
    kind: "apiKey",
    uid: `apiKey:${keyId}`,
    email: null,
    displayName: data.name,
    tenantId,
    authTenantId: data.authTenantId,
    tenantRole: "member",
    brandRoles: await apiKeyBrandRoles(tenantId, data.scope, data.brandIds),
    apiKey: { id: keyId, prefix: data.prefix, name: data.name, scope: data.scope, brandIds: data.brandIds },
  };
}
