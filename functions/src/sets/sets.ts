import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateSet, UpdateSet, VitrineSet } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, invalid } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { listBrandContent, type BrandContentListQuery } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { getLibraryObject } from "../library/library.js";
import { setsCol } from "../firestore/collections.js";

function toSet(id: string, data: DocumentData): VitrineSet {
  return {
    id,
    brandId: data.brandId,
    name: data.name,
    backdropObjectId: data.backdropObjectId ?? null,
    lighting: data.lighting,
    background: data.background,
    floor: data.floor,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

/** A backdrop must be a model this workspace can see (its own or a sample). */
async function assertBackdrop(caller: Caller, objectId: string | null | undefined) {
  if (!objectId) return;
  try {
    await getLibraryObject(caller, objectId);
  } catch {
    throw invalid("The backdrop is not a model of your library", [{ path: "backdropObjectId", message: "Pick a model from your library" }]);
  }
}

export const listSets = (brandId: string, query: BrandContentListQuery) => listBrandContent(setsCol(brandId), query, toSet);

export async function getSet(brandId: string, setId: string, tx?: Transaction): Promise<VitrineSet> {
  const snap = await readDoc(setsCol(brandId).doc(setId), tx);
  if (!snap.exists) throw notFound("Set");
  return toSet(snap.id, snap.data()!);
}

export async function createSet(caller: Caller, brandId: string, input: CreateSet): Promise<VitrineSet> {
  await assertBackdrop(caller, input.backdropObjectId);
  const ref = setsCol(brandId).doc();
  await ref.set({
    ...input,
    brandId,
    nameLower: input.name.toLowerCase(),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  });
  return getSet(brandId, ref.id);
}

export async function updateSet(caller: Caller, brandId: string, setId: string, input: UpdateSet, ifMatch?: IfMatch): Promise<VitrineSet> {
  await assertBackdrop(caller, input.backdropObjectId);
  const update: Record<string, unknown> = { ...input, updatedAt: FieldValue.serverTimestamp() };
  if (input.name) update.nameLower = input.name.toLowerCase();
  const ref = setsCol(brandId).doc(setId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Set");
    await ifMatch?.assert(() => getSet(brandId, setId, tx));
    tx.update(ref, update);
  });
  return getSet(brandId, setId);
}

export async function deleteSet(brandId: string, setId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = setsCol(brandId).doc(setId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Set");
    await ifMatch?.assert(() => getSet(brandId, setId, tx));
    tx.delete(ref);
  });
}
