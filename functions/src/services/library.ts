import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { can, type CreateLibraryObject, type LibraryObject, type UpdateLibraryObject } from "../contract/index.js";
import { db } from "../firebase.js";
import { ApiError, forbidden, notFound } from "../http/api-error.js";
import { validateGlb } from "../models/validate-glb.js";
import { blobStore } from "../storage/blob-store.js";
import { toIso } from "./firestore-values.js";
import { uploadsCol } from "./uploads.js";

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

const matchesWordPrefix = (name: string, q: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.startsWith(q));

/**
 * The library a workspace sees: the global samples and its own objects. A workspace's
 * library holds tens to hundreds of models, so it is read whole and filtered here, which
 * also allows matching any word of the name.
 */
export async function listLibrary(tenantId: string, filter: { q?: string; tag?: string }): Promise<LibraryObject[]> {
  const [samples, own] = await Promise.all([
    libraryCol().where("tenantId", "==", null).get(),
    libraryCol().where("tenantId", "==", tenantId).get(),
  ]);
  const q = filter.q?.toLowerCase();
  const tag = filter.tag?.toLowerCase();
  return [...samples.docs, ...own.docs]
    .map((d) => toLibraryObject(d.id, d.data()))
    .filter((o) => !q || matchesWordPrefix(o.name, q))
    .filter((o) => !tag || o.tags.some((t) => t.toLowerCase() === tag))
    .sort((a, b) => Number(a.sample) - Number(b.sample) || a.name.localeCompare(b.name));
}

export async function getLibraryObject(tenantId: string, objectId: string): Promise<LibraryObject> {
  const snap = await libraryCol().doc(objectId).get();
  const data = snap.data();
  if (!data || (data.tenantId != null && data.tenantId !== tenantId)) throw notFound("Library object");
  return toLibraryObject(snap.id, data);
}

/** A workspace's own model, editable by its brand's editors (and tenant admins). */
async function editableObject(caller: Caller, objectId: string) {
  const ref = libraryCol().doc(objectId);
  const data = (await ref.get()).data();
  if (!data || (data.tenantId != null && data.tenantId !== caller.tenantId)) throw notFound("Library object");
  if (data.tenantId == null) throw forbidden("Sample models are shared by every workspace and cannot be changed");
  if (!can("brandContent.write", caller, data.brandId)) throw forbidden();
  return { ref, data };
}

/** A finished image upload of the caller's tenant, e.g. a thumbnail. */
async function readyUpload(caller: Caller, uploadId: string, kind: "model" | "image") {
  const ref = uploadsCol().doc(uploadId);
  const data = (await ref.get()).data();
  if (!data || data.tenantId !== caller.tenantId) throw notFound("Upload");
  if (data.kind !== kind) throw new ApiError("unprocessable", `Upload ${data.fileName} is a ${data.kind}, not a ${kind}`);
  if (data.status !== "ready") throw new ApiError("conflict", `Upload ${data.fileName} is not finished (${data.status})`);
  return { ref, data };
}

/**
 * Adds an uploaded GLB to the library once the Khronos validator accepts it. Optimisation runs
 * afterwards in the on-library-object-created trigger; until then the original is served.
 */
export async function createLibraryObject(caller: Caller, brandId: string, input: CreateLibraryObject): Promise<LibraryObject> {
  const upload = await readyUpload(caller, input.uploadId, "model");
  if (upload.data.brandId !== brandId) throw notFound("Upload");
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

export async function updateLibraryObject(caller: Caller, objectId: string, input: UpdateLibraryObject): Promise<LibraryObject> {
  const { ref } = await editableObject(caller, objectId);
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp(), _updatedAt: FieldValue.serverTimestamp() };
  if (input.name !== undefined) Object.assign(update, { name: input.name, nameLower: input.name.toLowerCase() });
  if (input.tags !== undefined) update.tags = input.tags;
  if (input.thumbnailUploadId !== undefined) update.thumbnail = (await readyUpload(caller, input.thumbnailUploadId, "image")).data.url;
  await ref.update(update);
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

export async function deleteLibraryObject(caller: Caller, objectId: string): Promise<void> {
  const { ref, data } = await editableObject(caller, objectId);
  const users = await libraryObjectUsers(objectId);
  if (users.length > 0) throw new ApiError("conflict", `${data.name} is still used by ${users.join(", ")}; remove it there first`);
  await ref.delete();
  const store = blobStore();
  await Promise.all([data.originalKey, data.optimizedKey].filter(Boolean).map((key: string) => store.delete(key)));
}
