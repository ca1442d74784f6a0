import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { Page, UpdateVirtualObject, VirtualObject } from "@vitrine/contract";
import { db } from "../firebase.js";
import { invalid, notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { readDoc, readDocs, readQuery } from "../firestore/firestore-reads.js";
import { pageOfList } from "../firestore/list-page.js";
import { experienceRef, libraryCol, productsCol, scenesCol, virtualObjectsCol } from "../firestore/collections.js";

/** An experience shows a model as the library has it until someone overrides it here. */
const DEFAULT_OVERRIDES = { displayName: null, scale: 1, interactive: true, productId: null };

interface Usage {
  name: string;
  thumbnail: string | null;
  usedIn: VirtualObject["usedIn"];
}

/** The library models the experience's scenes place, in order of first use, with where and how often. */
async function usage(brandId: string, experienceId: string, tx?: Transaction): Promise<Map<string, Usage>> {
  const [experience, scenes] = await Promise.all([
    readDoc(experienceRef(brandId, experienceId), tx),
    readQuery(scenesCol(brandId, experienceId).orderBy("order"), tx),
  ]);
  if (!experience.exists) throw notFound("Experience");
  const used = new Map<string, Usage>();
  for (const scene of scenes.docs) {
    const counts = new Map<string, number>();
    for (const object of (scene.get("objects") ?? []) as DocumentData[]) {
      if (object.kind === "model") counts.set(object.libraryObjectId, (counts.get(object.libraryObjectId) ?? 0) + 1);
    }
    for (const [id, count] of counts) {
      if (!used.has(id)) used.set(id, { name: id, thumbnail: null, usedIn: [] });
      used.get(id)!.usedIn.push({ sceneId: scene.id, sceneName: scene.get("name"), count });
    }
  }
  if (used.size > 0) {
    const library = await readDocs(
      [...used.keys()].map((id) => libraryCol().doc(id)),
      tx,
    );
    for (const snap of library) {
      const entry = used.get(snap.id)!;
      // A model cannot be deleted while a scene uses it; the id still names it if that ever slipped.
      if (snap.exists) Object.assign(entry, { name: snap.get("name") ?? snap.id, thumbnail: snap.get("thumbnail") ?? null });
    }
  }
  return used;
}

const toVirtualObject = (libraryObjectId: string, use: Usage, override: DocumentData | undefined): VirtualObject => ({
  libraryObjectId,
  name: use.name,
  thumbnail: use.thumbnail,
  displayName: override?.displayName ?? DEFAULT_OVERRIDES.displayName,
  scale: override?.scale ?? DEFAULT_OVERRIDES.scale,
  interactive: override?.interactive ?? DEFAULT_OVERRIDES.interactive,
  productId: override?.productId ?? DEFAULT_OVERRIDES.productId,
  usedIn: use.usedIn,
});

export async function listVirtualObjects(brandId: string, experienceId: string, query: { limit: number; cursor?: string }): Promise<Page<VirtualObject>> {
  const used = await usage(brandId, experienceId);
  if (used.size === 0) return { items: [], nextCursor: null };
  const overrides = await db().getAll(...[...used.keys()].map((id) => virtualObjectsCol(brandId, experienceId).doc(id)));
  const items = overrides.map((snap) => toVirtualObject(snap.id, used.get(snap.id)!, snap.data()));
  items.sort((a, b) => (a.displayName ?? a.name).localeCompare(b.displayName ?? b.name) || a.libraryObjectId.localeCompare(b.libraryObjectId));
  return pageOfList(items, (o) => o.libraryObjectId, query);
}

export async function getVirtualObject(brandId: string, experienceId: string, libraryObjectId: string, tx?: Transaction): Promise<VirtualObject> {
  const use = (await usage(brandId, experienceId, tx)).get(libraryObjectId);
  if (!use) throw notFound("Virtual object");
  const override = await readDoc(virtualObjectsCol(brandId, experienceId).doc(libraryObjectId), tx);
  return toVirtualObject(libraryObjectId, use, override.data());
}

export async function updateVirtualObject(
  caller: Caller,
  brandId: string,
  experienceId: string,
  libraryObjectId: string,
  input: UpdateVirtualObject,
  ifMatch?: IfMatch,
): Promise<VirtualObject> {
  const used = await usage(brandId, experienceId);
  const use = used.get(libraryObjectId);
  if (!use) throw notFound("Virtual object");
  if (input.productId && !(await productsCol(brandId, experienceId).doc(input.productId).get()).exists) {
    throw invalid("The product is not one of this experience's products", [{ path: "productId", message: "Pick a product of this experience" }]);
  }
  const ref = virtualObjectsCol(brandId, experienceId).doc(libraryObjectId);
  const changes: Record<string, unknown> = { ...input };
  // An empty display name means "use the library's name".
  if (input.displayName !== undefined) changes.displayName = input.displayName || null;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    await ifMatch?.assert(() => getVirtualObject(brandId, experienceId, libraryObjectId, tx));
    const base = snap.exists ? {} : { ...DEFAULT_OVERRIDES, libraryObjectId, createdAt: FieldValue.serverTimestamp(), createdBy: caller.uid };
    tx.set(ref, { ...base, ...changes, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    tx.update(experienceRef(brandId, experienceId), { updatedAt: FieldValue.serverTimestamp() });
  });
  return toVirtualObject(libraryObjectId, use, (await ref.get()).data());
}
