import { FieldPath, FieldValue, type DocumentData, type QueryDocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { can, type CreateLibraryObject, type LibraryObject, type Page, type UpdateLibraryObject } from "../contract/index.js";
import { db } from "../firebase.js";
import { ApiError, forbidden, notFound } from "../http/api-error.js";
import type { IfMatch } from "../http/conditional.js";
import { validateGlb } from "../models/validate-glb.js";
import { blobStore } from "../storage/blob-store.js";
import { decodeCursor, encodeCursor, toIso } from "./firestore-values.js";
import { readDoc } from "./firestore-reads.js";
import { finishedUpload } from "./uploads.js";

export const libraryCol = () => db().collection("libraryObjects");

function toLibraryObject(id: string, data: DocumentData): LibraryObject {
  const bbox = data.bbox ?? { min: [0, 0, 0], max: [0, 0, 0] };
  return {
    _id: id,
    name: data.name,
    glb: data.glb,
    tags: data.tags ?? [],
    _updatedAt: toIso(data._updatedAt ?? data.updatedAt),
    tenantId: data.tenantId ?? null,
    brandId: data.brandId ?? null,
    sample: data.tenantId == null,
    status: data.status ?? "ready",
    size: data.size ?? 0,
    originalSize: data.originalSize ?? null,
    triangles: data.triangles ?? 0,
    materials: data.materials ?? 0,
    textures: data.textures ?? 0,
    bbox: { min: bbox.min, max: bbox.max },
    thumbnail: data.thumbnail ?? null,
  };
}

export interface LibraryListQuery {
  limit: number;
  cursor?: string;
  q?: string;
  tag?: string;
}

/** Firestore's string order (UTF-8 bytes), which JavaScript's UTF-16 comparison differs from. */
const compareUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
const byNameThenId = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  compareUtf8(a.get("nameLower") as string, b.get("nameLower") as string) || compareUtf8(a.id, b.id);

/**
 * One page of the library a workspace sees: the global samples (tenantId null) and its own
 * models, together by name. They are two queries (an `in` filter cannot hold null), each read
 * from the cursor on with one extra item, then merged in the same order: the first `limit` of
 * the merge are exactly the next `limit` of the union, and the cursor (name, id of the last one)
 * is a position in that single order, so pages never overlap or skip.
 */
export async function listLibrary(tenantId: string, query: LibraryListQuery): Promise<Page<LibraryObject>> {
  const q = query.q?.toLowerCase();
  const tag = query.tag?.toLowerCase();
  const after = query.cursor ? decodeCursor(query.cursor, ["text", "id"]) : null;
  const pageFrom = (owner: string | null) => {
    let ref = libraryCol().where("tenantId", "==", owner);
    if (tag) ref = ref.where("tags", "array-contains", tag);
    if (q) ref = ref.where("nameLower", ">=", q).where("nameLower", "<", q + "\uf8ff");
    ref = ref.orderBy("nameLower").orderBy(FieldPath.documentId());
    if (after) ref = ref.startAfter(...after);
    return ref.limit(query.limit + 1).get();
  };
  const [samples, own] = await Promise.all([pageFrom(null), pageFrom(tenantId)]);
  const merged = [...samples.docs, ...own.docs].sort(byNameThenId);
  const docs = merged.slice(0, query.limit);
  const last = docs.at(-1);
  const nextCursor = merged.length > query.limit && last ? encodeCursor([last.get("nameLower") as string, last.id]) : null;
  return { items: docs.map((d) => toLibraryObject(d.id, d.data())), nextCursor };
}

export async function getLibraryObject(tenantId: string, objectId: string, tx?: Transaction): Promise<LibraryObject> {
  const snap = await readDoc(libraryCol().doc(objectId), tx);
  const data = snap.data();
  if (!data || (data.tenantId != null && data.tenantId !== tenantId)) throw notFound("Library object");
  return toLibraryObject(snap.id, data);
}

/** A workspace's own model, editable by its brand's editors (and tenant admins). */
async function editableObject(caller: Caller, objectId: string, tx?: Transaction) {
  const ref = libraryCol().doc(objectId);
  const data = (await readDoc(ref, tx)).data();
  if (!data || (data.tenantId != null && data.tenantId !== caller.tenantId)) throw notFound("Library object");
  if (data.tenantId == null) throw forbidden("Sample models are shared by every workspace and cannot be changed");
  if (!can("brandContent.write", caller, data.brandId)) throw forbidden();
  return { ref, data };
}

/**
 * Adds an uploaded GLB to the library once the Khronos validator accepts it. Optimisation runs
 * afterwards in the on-library-object-created trigger; until then the original is served.
 */
export async function createLibraryObject(caller: Caller, brandId: string, input: CreateLibraryObject): Promise<LibraryObject> {
  const upload = await finishedUpload(brandId, input.uploadId, "model", "uploadId");
  if (upload.data.libraryObjectId) throw new ApiError("already-exists", `${upload.data.fileName} is already in the library`);

  const validation = await validateGlb(await blobStore().read(upload.data.key));
  if (validation.errors.length > 0) {
    const count = validation.errors.length;
    throw new ApiError(
      "unprocessable",
      `${upload.data.fileName} is not a valid glTF model (${count} error${count === 1 ? "" : "s"}): ${validation.errors[0]!.message}`,
      validation.errors.map((e) => ({ path: e.pointer, message: `${e.code}: ${e.message}` })),
    );
  }

  const ref = libraryCol().doc();
  await db().runTransaction(async (tx) => {
    const fresh = await tx.get(upload.ref);
    if (fresh.get("libraryObjectId")) throw new ApiError("already-exists", `${upload.data.fileName} is already in the library`);
    tx.update(upload.ref, { libraryObjectId: ref.id, updatedAt: FieldValue.serverTimestamp() });
    tx.create(ref, {
      _id: ref.id,
      name: input.name,
      nameLower: input.name.toLowerCase(),
      tags: input.tags ?? [],
      glb: upload.data.url,
      tenantId: caller.tenantId,
      brandId,
      status: "processing",
      originalKey: upload.data.key,
      size: upload.data.size,
      originalSize: null,
      triangles: validation.triangles,
      materials: validation.materials,
      textures: validation.textures,
      bbox: { min: [0, 0, 0], max: [0, 0, 0] },
      thumbnail: null,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
    });
  });
  return getLibraryObject(caller.tenantId, ref.id);
}

export async function updateLibraryObject(caller: Caller, objectId: string, input: UpdateLibraryObject, ifMatch?: IfMatch): Promise<LibraryObject> {
  const { ref, data } = await editableObject(caller, objectId);
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp(), _updatedAt: FieldValue.serverTimestamp() };
  if (input.name !== undefined) Object.assign(update, { name: input.name, nameLower: input.name.toLowerCase() });
  if (input.tags !== undefined) update.tags = input.tags;
  // The thumbnail is uploaded in the model's brand, like the model itself.
  if (input.thumbnailUploadId !== undefined) {
    update.thumbnail = (await finishedUpload(data.brandId, input.thumbnailUploadId, "image", "thumbnailUploadId")).data.url;
  }
  await db().runTransaction(async (tx) => {
    await editableObject(caller, objectId, tx);
    await ifMatch?.assert(() => getLibraryObject(caller.tenantId, objectId, tx));
    tx.update(ref, update);
  });
  return getLibraryObject(caller.tenantId, objectId);
}

/** Where a model is used: sets (as backdrop) and scenes (as placed objects). */
export async function libraryObjectUsers(objectId: string): Promise<string[]> {
  const [sets, scenes] = await Promise.all([
    db().collectionGroup("sets").where("backdropObjectId", "==", objectId).limit(10).get(),
    db().collectionGroup("scenes").where("libraryObjectIds", "array-contains", objectId).limit(10).get(),
  ]);
  return [...sets.docs.map((d) => `set "${d.get("name")}"`), ...scenes.docs.map((d) => `scene "${d.get("name")}"`)];
}

export async function deleteLibraryObject(caller: Caller, objectId: string, ifMatch?: IfMatch): Promise<void> {
  const { ref, data: before } = await editableObject(caller, objectId);
  const users = await libraryObjectUsers(objectId);
  if (users.length > 0) throw new ApiError("conflict", `${before.name} is still used by ${users.join(", ")}; remove it there first`);
  // The files go only once the document is gone, and they are the ones it named when it went.
  const data = await db().runTransaction(async (tx) => {
    const { data } = await editableObject(caller, objectId, tx);
    await ifMatch?.assert(() => getLibraryObject(caller.tenantId, objectId, tx));
    tx.delete(ref);
    return data;
  });
  const store = blobStore();
  await Promise.all([data.originalKey, data.optimizedKey].filter(Boolean).map((key: string) => store.delete(key)));
}
