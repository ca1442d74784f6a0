import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateStore, OpeningHours, Store, UpdateStore } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, conflict } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { listBrandContent, type BrandContentListQuery } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { placementsCol, storesCol } from "../firestore/collections.js";

function toStore(id: string, data: DocumentData): Store {
  return {
    id,
    brandId: data.brandId,
    name: data.name,
    address: data.address,
    location: data.location,
    timezone: data.timezone,
    openingHours: data.openingHours as OpeningHours,
    placementCount: data.placementCount ?? 0,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

export const listStores = (brandId: string, query: BrandContentListQuery) => listBrandContent(storesCol(brandId), query, toStore);

export async function getStore(brandId: string, storeId: string, tx?: Transaction): Promise<Store> {
  const snap = await readDoc(storesCol(brandId).doc(storeId), tx);
  if (!snap.exists) throw notFound("Store");
  return toStore(snap.id, snap.data()!);
}

export async function createStore(caller: Caller, brandId: string, input: CreateStore): Promise<Store> {
  const ref = storesCol(brandId).doc();
  await ref.set({
    ...input,
    brandId,
    nameLower: input.name.toLowerCase(),
    placementCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  });
  return getStore(brandId, ref.id);
}

export async function updateStore(brandId: string, storeId: string, input: UpdateStore, ifMatch?: IfMatch): Promise<Store> {
  const ref = storesCol(brandId).doc(storeId);
  const update: Record<string, unknown> = { ...input, updatedAt: FieldValue.serverTimestamp() };
  if (input.name) update.nameLower = input.name.toLowerCase();
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Store");
    await ifMatch?.assert(() => getStore(brandId, storeId, tx));
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
    tx.delete(ref);
  });
}
