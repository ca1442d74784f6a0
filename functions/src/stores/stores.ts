import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { storeCodeKey, type CreateStore, type ListStoresQuery, type OpeningHours, type Store, type UpdateStore } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, conflict } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { listBrandContent, type BrandContentListQuery } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { placementsCol, storeCodesCol, storesCol } from "../firestore/collections.js";

export function toStore(id: string, data: DocumentData): Store {
  return {
    id,
    brandId: data.brandId,
    name: data.name,
    code: typeof data.code === "string" ? data.code : null,
    tags: Array.isArray(data.tags) ? data.tags : [],
    address: data.address ?? null,
    location: data.location ?? null,
    timezone: data.timezone,
    openingHours: data.openingHours as OpeningHours,
    placementCount: data.placementCount ?? 0,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

export type StoreListQuery = BrandContentListQuery & Pick<ListStoresQuery, "tag" | "code">;

export const listStores = (brandId: string, query: StoreListQuery) =>
  listBrandContent(storesCol(brandId), query, toStore, (q) => {
    let narrowed = q;
    if (query.tag) narrowed = narrowed.where("tags", "array-contains", query.tag);
    if (query.code) narrowed = narrowed.where("codeKey", "==", storeCodeKey(query.code));
    return narrowed;
  });

export async function getStore(brandId: string, storeId: string, tx?: Transaction): Promise<Store> {
  const snap = await readDoc(storesCol(brandId).doc(storeId), tx);
  if (!snap.exists) throw notFound("Store");
  return toStore(snap.id, snap.data()!);
}

/** The index document that holds `code` for the brand. */
export const storeCodeRef = (brandId: string, code: string) => storeCodesCol(brandId).doc(storeCodeKey(code));

function codeTaken(code: string): never {
  throw conflict(`Another store of this brand has the code ${code}`);
}

/**
 * Claims `code` for `storeId` within a transaction (all reads done before): refused with 409 when
 * another store holds it. Two stores claiming one code at once both read the index document, so
 * Firestore retries the later one, which then sees the claim.
 */
export function claimStoreCode(tx: Transaction, brandId: string, storeId: string, code: string, holder: string | undefined): void {
  if (holder !== undefined && holder !== storeId) codeTaken(code);
  tx.set(storeCodeRef(brandId, code), { storeId, code, updatedAt: FieldValue.serverTimestamp() });
}

/** The store holding the code's index document, if any. */
export async function storeHoldingCode(tx: Transaction, brandId: string, code: string): Promise<string | undefined> {
  const snap = await tx.get(storeCodeRef(brandId, code));
  return snap.exists ? (snap.get("storeId") as string) : undefined;
}

/** The stored fields of a store's code: as typed, and the lower-cased key lists and the index match on. */
export const codeFields = (code: string | null | undefined) =>
  code ? { code, codeKey: storeCodeKey(code) } : { code: FieldValue.delete(), codeKey: FieldValue.delete() };

export async function createStore(caller: Caller, brandId: string, input: CreateStore): Promise<Store> {
  const ref = storesCol(brandId).doc();
  const { code, ...rest } = input;
  await db().runTransaction(async (tx) => {
    const holder = code ? await storeHoldingCode(tx, brandId, code) : undefined;
    if (code) claimStoreCode(tx, brandId, ref.id, code, holder);
    tx.set(ref, {
      ...rest,
      tags: input.tags ?? [],
      ...(code ? { code, codeKey: storeCodeKey(code) } : {}),
      brandId,
      nameLower: input.name.toLowerCase(),
      placementCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
    });
  });
  return getStore(brandId, ref.id);
}

export async function updateStore(brandId: string, storeId: string, input: UpdateStore, ifMatch?: IfMatch): Promise<Store> {
  const ref = storesCol(brandId).doc(storeId);
  const { code, address, location, ...rest } = input;
  const update: Record<string, unknown> = { ...rest, updatedAt: FieldValue.serverTimestamp() };
  if (input.name) update.nameLower = input.name.toLowerCase();
  if (address !== undefined) update.address = address ?? FieldValue.delete();
  if (location !== undefined) update.location = location ?? FieldValue.delete();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Store");
    const before = snap.get("code") as string | undefined;
    const moves = code !== undefined && (code ? storeCodeKey(code) : null) !== (before ? storeCodeKey(before) : null);
    const holder = moves && code ? await storeHoldingCode(tx, brandId, code) : undefined;
    await ifMatch?.assert(() => getStore(brandId, storeId, tx));
    if (code !== undefined) Object.assign(update, codeFields(code));
    if (moves) {
      if (code) claimStoreCode(tx, brandId, storeId, code, holder);
      if (before) tx.delete(storeCodeRef(brandId, before));
    } else if (code && before !== code) {
      // Same code in another case: the index keeps pointing here, spelled as now typed.
      claimStoreCode(tx, brandId, storeId, code, storeId);
    }
    tx.update(ref, update);
  });
  return getStore(brandId, storeId);
}

/** A store that placements stand in cannot go: they would point nowhere. */
export async function deleteStore(brandId: string, storeId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = storesCol(brandId).doc(storeId);
  await db().runTransaction(async (tx) => {
    // The placements are read in the transaction too, so one moving in meanwhile makes it retry.
    const [snap, placements] = await Promise.all([tx.get(ref), tx.get(placementsCol().where("storeId", "==", storeId).limit(5))]);
    if (!snap.exists) throw notFound("Store");
    await ifMatch?.assert(() => getStore(brandId, storeId, tx));
    if (!placements.empty) {
      const names = placements.docs.map((d) => d.get("name") as string).join(", ");
      throw conflict(`Placements still stand in this store (${names}); move or delete them first`);
    }
    const code = snap.get("code");
    if (typeof code === "string") tx.delete(storeCodeRef(brandId, code));
    tx.delete(ref);
  });
}
