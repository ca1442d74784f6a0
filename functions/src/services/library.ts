import type { DocumentData } from "firebase-admin/firestore";
import type { LibraryObject } from "../contract/index.js";
import { db } from "../firebase.js";
import { notFound } from "../http/api-error.js";
import { toIso } from "./firestore-values.js";

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
    sample: data.tenantId == null,
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
