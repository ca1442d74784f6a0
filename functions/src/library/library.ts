import { FieldValue, type DocumentData, type Query, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { can, type CreateLibraryObject, type LibraryObject, type Page, type UpdateLibraryObject } from "@vitrine/contract";
import { db } from "../firebase.js";
import { forbidden, notFound, alreadyExists, conflict } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { blobStore } from "../storage/blob-store.js";
import { toIso } from "../firestore/values.js";
import { cursorPage, BY_NAME } from "../firestore/cursor-page.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { finishedUpload } from "../uploads/uploads.js";
import { collectionGroup, libraryCol, subcollection } from "../firestore/collections.js";
import { storedUsdzVariants } from "./stored-usdz-variants.js";
import { realWorldSizeOf } from "./real-world-size.js";
function arOf(data: DocumentData): LibraryObject["ar"] {
  const placement: LibraryObject["ar"]["placement"] = data.arPlacement === "wall" ? "wall" : "floor";
  const none = { placement, usdz: null, usdzSize: null, usdzVariants: [] };
  if (data.status === "processing" && data.tenantId != null) return { ...none, usdzStatus: "processing", usdzError: null };
  if (typeof data.usdz === "string") {
    return { placement, usdz: data.usdz, usdzSize: data.usdzSize ?? null, usdzStatus: "ready", usdzError: null, usdzVariants: storedUsdzVariants(data) };
  }
  if (typeof data.usdzError === "string") return { ...none, usdzStatus: "failed", usdzError: data.usdzError };
  return { ...none, usdzStatus: "none", usdzError: null };
}

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
    error: data.status === "failed" ? (data.error ?? "Processing failed") : null,
    size: data.size ?? 0,
    originalSize: data.originalSize ?? null,
    triangles: data.triangles ?? 0,
    materials: data.materials ?? 0,
    textures: data.textures ?? 0,
    bbox: { min: bbox.min, max: bbox.max },
    realWorldSize: realWorldSizeOf(data),
    unit: data.unit === "cm" || data.unit === "mm" ? data.unit : "m",
    budget: data.budget === "strict" || data.budget === "detailed" ? data.budget : "standard",
    ar: arOf(data),
    materialVariants: Array.isArray(data.materialVariants) ? (data.materialVariants as string[]) : [],
    materialVariantSwatches: Array.isArray(data.materialVariantSwatches)
      ? (data.materialVariantSwatches as { name: string; picture: string }[]).map(({ name, picture }) => ({ name, picture }))
      : [],
    thumbnail: data.thumbnail ?? null,
    // The storage key stays inside: the API gives the published URL.
    variants: ((data.variants ?? []) as (LibraryObject["variants"][number] & { key?: unknown; viewsKey?: unknown })[]).map(
      ({ key: _key, viewsKey: _viewsKey, ...variant }) => ({ ...variant, materialVariantFidelity: variant.materialVariantFidelity ?? null }),
    ),
    views: typeof data.views === "string" ? data.views : null,
  };
}

export interface LibraryListQuery {
  limit: number;
  cursor?: string;
  q?: string;
  tag?: string;
}

/**
 * The brands whose models a caller sees, or null for every model of the workspace. Owners, admins
 * and keys for all brands see the whole workspace; a person with brand roles only, or a key limited
 * to some brands, sees the models uploaded for those brands (and the samples), never the other
 * brands' nor the workspace-wide ones (uploaded before models recorded a brand).
 */
export function libraryBrandScope(caller: Caller): string[] | null {
  if (caller.tenantRole === "owner" || caller.tenantRole === "admin") return null;
  if (caller.apiKey?.brandIds === "all") return null;
  return Object.keys(caller.brandRoles);
}

/** Whether a library document is one the caller sees (see `libraryBrandScope`). */
export function visibleInLibrary(caller: Caller, data: DocumentData): boolean {
  if (data.tenantId == null) return true;
  if (data.tenantId !== caller.tenantId) return false;
  const scope = libraryBrandScope(caller);
  return scope === null || (typeof data.brandId === "string" && scope.includes(data.brandId));
}

/** Firestore takes at most 30 values in one `in` filter. */
const IN_LIMIT = 30;

/**
 * One page of the library a caller sees: the global samples (tenantId null) and the workspace's
 * models (all of them, or only their brands', see `libraryBrandScope`), together by name. They
 * are separate queries (an `in` filter cannot hold null), which the pager reads as one list.
 */
export function listLibrary(caller: Caller, query: LibraryListQuery): Promise<Page<LibraryObject>> {
  const q = query.q?.toLowerCase();
  const tag = query.tag?.toLowerCase();
  const ownedBy = (owner: string | null, brandIds?: string[]) => {
    let ref: Query = libraryCol().where("tenantId", "==", owner);
    if (brandIds) ref = ref.where("brandId", "in", brandIds);
    if (tag) ref = ref.where("tags", "array-contains", tag);
    if (q) ref = ref.where("nameLower", ">=", q).where("nameLower", "<", q + "\uf8ff");
    return ref;
  };
  const scope = libraryBrandScope(caller);
  const owned =
    scope === null
      ? [ownedBy(caller.tenantId)]
      : Array.from({ length: Math.ceil(scope.length / IN_LIMIT) }, (_, i) => ownedBy(caller.tenantId, scope.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT)));
  return cursorPage([ownedBy(null), ...owned], BY_NAME, query, (d) => toLibraryObject(d.id, d.data()));
}

/** A model the caller sees (a sample, or one of the workspace's within their brands); else 404. */
export async function getLibraryObject(caller: Caller, objectId: string, tx?: Transaction): Promise<LibraryObject> {
  const snap = await readDoc(libraryCol().doc(objectId), tx);
  const data = snap.data();
  if (!data || !visibleInLibrary(caller, data)) throw notFound("Library object");
  return toLibraryObject(snap.id, data);
}

/** A workspace's own model, editable by its brand's editors (and tenant admins). */
async function editableObject(caller: Caller, objectId: string, tx?: Transaction) {
  const ref = libraryCol().doc(objectId);
  const data = (await readDoc(ref, tx)).data();
  if (!data || !visibleInLibrary(caller, data)) throw notFound("Library object");
  if (data.tenantId == null) throw forbidden("Sample models are shared by every workspace and cannot be changed");
  if (!can("brandContent.write", caller, data.brandId)) throw forbidden();
  return { ref, data };
}

/**
 * Adds an uploaded GLB to the library as `processing`. Nothing heavy runs here: validation and
 * optimisation happen in the `onLibraryObjectCreated` background function (more memory, a time
 * budget), which ends the model `ready` or `failed` with the reason; until then the original is
 * served.
 */
export async function createLibraryObject(caller: Caller, brandId: string, input: CreateLibraryObject): Promise<LibraryObject> {
  const upload = await finishedUpload(brandId, input.uploadId, "model", "uploadId");
  if (upload.data.libraryObjectId) throw alreadyExists(`${upload.data.fileName} is already in the library`);

  const ref = libraryCol().doc();
  await db().runTransaction(async (tx) => {
    const fresh = await tx.get(upload.ref);
    if (fresh.get("libraryObjectId")) throw alreadyExists(`${upload.data.fileName} is already in the library`);
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
      error: null,
      fileName: upload.data.fileName,
      originalKey: upload.data.key,
      size: upload.data.size,
      originalSize: null,
      triangles: 0,
      materials: 0,
      textures: 0,
      bbox: { min: [0, 0, 0], max: [0, 0, 0] },
      thumbnail: null,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
    });
  });
  return getLibraryObject(caller, ref.id);
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
    const { data: current } = await editableObject(caller, objectId, tx);
    await ifMatch?.assert(() => getLibraryObject(caller, objectId, tx));
    const reprocess = reprocessingFields(current, input);
    if (reprocess && current.status === "processing") throw conflict(`${current.name} is still being processed; change how it is processed once it is done`);
    tx.update(ref, { ...update, ...reprocess });
    if (reprocess) tx.create(subcollection(ref, "reprocessRequests").doc(), { requestedBy: caller.uid, createdAt: FieldValue.serverTimestamp() });
  });
  return getLibraryObject(caller, objectId);
}

/**
 * A change of unit, AR placement or budget makes files made from the upload wrong (sizes, variants,
 * USDZ): the model goes back to `processing` with fresh attempts, which the
 * `onLibraryObjectReprocess` trigger picks up from the request document written beside it. Null
 * when nothing of the kind changes.
 */
function reprocessingFields(current: DocumentData, input: UpdateLibraryObject): Record<string, unknown> | null {
  const unit = input.unit !== undefined && input.unit !== (current.unit ?? "m") ? input.unit : undefined;
  const placement = input.arPlacement !== undefined && input.arPlacement !== (current.arPlacement ?? "floor") ? input.arPlacement : undefined;
  const budget = input.budget !== undefined && input.budget !== (current.budget ?? "standard") ? input.budget : undefined;
  if (unit === undefined && placement === undefined && budget === undefined) return null;
  if (typeof current.originalKey !== "string") throw conflict(`${current.name} has no uploaded file to process again`);
  return {
    ...(unit !== undefined ? { unit } : {}),
    ...(placement !== undefined ? { arPlacement: placement } : {}),
    ...(budget !== undefined ? { budget } : {}),
    status: "processing",
    processingAttempts: 0,
    reprocessRequestedAt: FieldValue.serverTimestamp(),
    error: null,
  };
}

/** Where a model is used: sets (as backdrop) and scenes (as placed objects). */
export async function libraryObjectUsers(objectId: string): Promise<string[]> {
  const [sets, scenes] = await Promise.all([
    collectionGroup("sets").where("backdropObjectId", "==", objectId).limit(10).get(),
    collectionGroup("scenes").where("libraryObjectIds", "array-contains", objectId).limit(10).get(),
  ]);
  return [...sets.docs.map((d) => `set "${d.get("name")}"`), ...scenes.docs.map((d) => `scene "${d.get("name")}"`)];
}

export async function deleteLibraryObject(caller: Caller, objectId: string, ifMatch?: IfMatch): Promise<void> {
  const { ref, data: before } = await editableObject(caller, objectId);
  const users = await libraryObjectUsers(objectId);
  if (users.length > 0) throw conflict(`${before.name} is still used by ${users.join(", ")}; remove it there first`);
  // The files go only once the document is gone, and they are the ones it named when it went.
  const data = await db().runTransaction(async (tx) => {
    const { data } = await editableObject(caller, objectId, tx);
    await ifMatch?.assert(() => getLibraryObject(caller, objectId, tx));
    tx.delete(ref);
    return data;
  });
  const store = blobStore();
  // Variants that are the optimised file itself share its key: each file is deleted once.
  const variantKeys = ((data.variants ?? []) as { key: string | null; viewsKey?: string | null }[]).flatMap((v) => [v.key, v.viewsKey]);
  const swatchKeys = ((data.materialVariantSwatches ?? []) as { key?: string }[]).map((swatch) => swatch.key);
  const usdzVariantKeys = ((data.usdzVariants ?? []) as { key?: string }[]).map((file) => file.key);
  const keys = new Set(
    [data.originalKey, data.optimizedKey, data.usdzKey, data.viewsKey, data.thumbnailKey, ...variantKeys, ...swatchKeys, ...usdzVariantKeys].filter(
      Boolean,
    ) as string[],
  );
  await Promise.all([...keys].map((key) => store.delete(key)));
}
