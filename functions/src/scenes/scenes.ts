import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { defaultCameraPoints, type FieldIssue, type Page, type Scene, type SceneObject, type Segment, type UpdateScene } from "@vitrine/contract";
import { db } from "../firebase.js";
import { conflict, invalid, notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { toIso } from "../firestore/values.js";
import { readDoc, readQuery } from "../firestore/firestore-reads.js";
import { visibleInLibrary } from "../library/library.js";
import { pageOfList } from "../firestore/list-page.js";
import { commentsPinnedTo } from "../comments/comments.js";
import { experienceRef, libraryCol, scenesCol, setsCol } from "../firestore/collections.js";

const MAX_SCENES = 100;

export const STALE_SCENE_MESSAGE = "This scene was changed by someone else since you opened it; reload to see their changes";

function toScene(id: string, experienceId: string, data: DocumentData): Scene {
  return {
    id,
    experienceId,
    name: data.name,
    order: data.order ?? 0,
    setId: data.setId ?? null,
    objects: data.objects ?? [],
    segments: data.segments ?? [],
    tags: data.tags ?? [],
    camera: data.camera ?? defaultCameraPoints(),
    version: data.version ?? 0,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

/** The library models a scene shows, each once: what the library's "still used" check queries. */
export const libraryObjectIdsOf = (objects: SceneObject[]) => [...new Set(objects.flatMap((o) => (o.kind === "model" ? [o.libraryObjectId] : [])))];

/** A new scene document as the seed's Scene: empty, camera at the origin, version 0. */
export function newSceneDoc(caller: Pick<Caller, "uid">, scene: { brandId: string; experienceId: string; name: string; order: number }) {
  return {
    brandId: scene.brandId,
    experienceId: scene.experienceId,
    name: scene.name,
    order: scene.order,
    setId: null,
    objects: [],
    segments: [],
    tags: [],
    camera: defaultCameraPoints(),
    libraryObjectIds: [],
    version: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  };
}

/** Reads every scene of an experience inside a transaction, in order; 404 when the experience is gone. */
async function scenesInTx(tx: Transaction, brandId: string, experienceId: string) {
  const [experience, scenes] = await Promise.all([tx.get(experienceRef(brandId, experienceId)), tx.get(scenesCol(brandId, experienceId).orderBy("order"))]);
  if (!experience.exists) throw notFound("Experience");
  return scenes.docs;
}

const touchExperience = (tx: Transaction, brandId: string, experienceId: string) =>
  tx.update(experienceRef(brandId, experienceId), { updatedAt: FieldValue.serverTimestamp() });

export async function listScenes(
  brandId: string,
  experienceId: string,
  query: { limit: number; cursor?: string } = { limit: MAX_SCENES },
  tx?: Transaction,
): Promise<Page<Scene>> {
  const [experience, scenes] = await Promise.all([
    readDoc(experienceRef(brandId, experienceId), tx),
    readQuery(scenesCol(brandId, experienceId).orderBy("order"), tx),
  ]);
  if (!experience.exists) throw notFound("Experience");
  return pageOfList(
    scenes.docs.map((d) => toScene(d.id, experienceId, d.data())),
    (s) => s.id,
    query,
  );
}

export async function getScene(brandId: string, experienceId: string, sceneId: string, tx?: Transaction): Promise<Scene> {
  const snap = await readDoc(scenesCol(brandId, experienceId).doc(sceneId), tx);
  if (!snap.exists) throw notFound("Scene");
  return toScene(snap.id, experienceId, snap.data()!);
}

export async function createScene(caller: Caller, brandId: string, experienceId: string, input: { name: string }): Promise<Scene> {
  const ref = scenesCol(brandId, experienceId).doc();
  await db().runTransaction(async (tx) => {
    const scenes = await scenesInTx(tx, brandId, experienceId);
    if (scenes.length >= MAX_SCENES) throw conflict(`An experience holds at most ${MAX_SCENES} scenes`);
    const order = scenes.length === 0 ? 0 : (scenes.at(-1)!.get("order") as number) + 1;
    tx.create(ref, newSceneDoc(caller, { brandId, experienceId, name: input.name, order }));
    touchExperience(tx, brandId, experienceId);
  });
  return getScene(brandId, experienceId, ref.id);
}

/** Ids are unique among a scene's objects and among its segments; segments highlight only its objects. */
export function sceneContentIssues(objects: SceneObject[], segments: Segment[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const objectIds = new Set<string>();
  objects.forEach((object, i) => {
    if (objectIds.has(object.id)) issues.push({ path: `objects.${i}.id`, message: `Object id "${object.id}" is used twice` });
    objectIds.add(object.id);
  });
  const segmentIds = new Set<string>();
  segments.forEach((segment, i) => {
    if (segmentIds.has(segment.id)) issues.push({ path: `segments.${i}.id`, message: `Segment id "${segment.id}" is used twice` });
    segmentIds.add(segment.id);
    segment.objectIds.forEach((objectId, j) => {
      if (!objectIds.has(objectId)) issues.push({ path: `segments.${i}.objectIds.${j}`, message: `No object "${objectId}" in this scene` });
    });
  });
  return issues;
}

/**
 * Every model must be in the library the caller sees (a sample, or one of their brands'), and a
 * chosen material variant must be one its model lists: an object moved to another model keeps
 * its choice only where the new model has that variant too.
 */
async function libraryIssues(caller: Caller, objects: SceneObject[]): Promise<FieldIssue[]> {
  const ids = libraryObjectIdsOf(objects);
  if (ids.length === 0) return [];
  const snaps = await db().getAll(...ids.map((id) => libraryCol().doc(id)));
  const visible = new Map(snaps.filter((s) => s.exists && visibleInLibrary(caller, s.data()!)).map((s) => [s.id, s.data()!]));
  const issues: FieldIssue[] = [];
  objects.forEach((object, i) => {
    if (object.kind !== "model") return;
    const model = visible.get(object.libraryObjectId);
    if (!model) {
      issues.push({ path: `objects.${i}.libraryObjectId`, message: `"${object.libraryObjectId}" is not a model of your library` });
    } else if (object.variant && !(Array.isArray(model.materialVariants) && (model.materialVariants as unknown[]).includes(object.variant))) {
      const modelName = String(model.name ?? object.libraryObjectId);
      issues.push({ path: `objects.${i}.variant`, message: `${modelName} has no material variant ${object.variant}` });
    }
  });
  return issues;
}

/** Stored without a variant key when the object wears its model's own look, as objects placed before variants were. */
const storedObjects = (objects: SceneObject[]): SceneObject[] =>
  objects.map((object) => {
    if (object.kind !== "model" || object.variant) return object;
    const { variant: _ownLook, ...rest } = object;
    return rest;
  });

export async function updateScene(
  caller: Caller,
  brandId: string,
  experienceId: string,
  sceneId: string,
  input: UpdateScene,
  ifMatch?: IfMatch,
): Promise<Scene> {
  const ref = scenesCol(brandId, experienceId).doc(sceneId);
  const issues: FieldIssue[] = [];
  if (input.objects) issues.push(...(await libraryIssues(caller, input.objects)));
  if (input.setId && !(await setsCol(brandId).doc(input.setId).get()).exists) {
    issues.push({ path: "setId", message: "Pick a set of this brand" });
  }
  if (issues.length > 0) throw invalid(issues[0]!.message, issues);

  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Scene");
    await ifMatch?.assert(() => getScene(brandId, experienceId, sceneId, tx));
    const stored = toScene(snap.id, experienceId, snap.data()!);
    if (input.version !== stored.version) throw conflict(STALE_SCENE_MESSAGE);

    const objects = input.objects ? storedObjects(input.objects as SceneObject[]) : stored.objects;
    let segments = (input.segments ?? stored.segments) as Segment[];
    if (input.objects && !input.segments) {
      // Objects removed by an edit that did not touch the segments stop being highlighted.
      const ids = new Set(objects.map((o) => o.id));
      segments = segments.map((s) => ({ ...s, objectIds: s.objectIds.filter((id) => ids.has(id)) }));
    }
    const contentIssues = sceneContentIssues(objects, segments);
    if (contentIssues.length > 0) throw invalid(contentIssues[0]!.message, contentIssues);

    const update: Record<string, unknown> = {
      version: stored.version + 1,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: caller.uid,
    };
    if (input.name !== undefined) update.name = input.name;
    if (input.setId !== undefined) update.setId = input.setId;
    if (input.tags !== undefined) update.tags = input.tags;
    if (input.camera !== undefined) update.camera = input.camera;
    if (input.objects !== undefined) Object.assign(update, { objects, libraryObjectIds: libraryObjectIdsOf(objects) });
    if (input.objects !== undefined || input.segments !== undefined) update.segments = segments;
    tx.update(ref, update);
    touchExperience(tx, brandId, experienceId);
  });
  return getScene(brandId, experienceId, sceneId);
}

export async function reorderScenes(brandId: string, experienceId: string, sceneIds: string[], ifMatch?: IfMatch): Promise<{ items: Scene[] }> {
  await db().runTransaction(async (tx) => {
    const scenes = await scenesInTx(tx, brandId, experienceId);
    // The order's ETag is the scene list's (as its GET answers with the default page).
    await ifMatch?.assert(() => listScenes(brandId, experienceId, undefined, tx));
    const known = new Set(scenes.map((s) => s.id));
    const seen = new Set<string>();
    const issues: FieldIssue[] = [];
    sceneIds.forEach((id, i) => {
      if (!known.has(id)) issues.push({ path: `sceneIds.${i}`, message: `No scene "${id}" in this experience` });
      else if (seen.has(id)) issues.push({ path: `sceneIds.${i}`, message: `Scene "${id}" is listed twice` });
      seen.add(id);
    });
    const missing = scenes.filter((s) => !seen.has(s.id));
    if (missing.length > 0) issues.push({ path: "sceneIds", message: `Missing ${missing.map((s) => `"${s.get("name")}"`).join(", ")}` });
    if (issues.length > 0) throw invalid("List every scene of the experience exactly once", issues);
    sceneIds.forEach((id, order) => {
      const scene = scenes.find((s) => s.id === id)!;
      // Order is not content: it leaves the version alone, so an open scene editor can still save.
      if (scene.get("order") !== order) tx.update(scene.ref, { order, updatedAt: FieldValue.serverTimestamp() });
    });
    touchExperience(tx, brandId, experienceId);
  });
  return listScenes(brandId, experienceId);
}

export async function duplicateScene(caller: Caller, brandId: string, experienceId: string, sceneId: string): Promise<Scene> {
  const ref = scenesCol(brandId, experienceId).doc();
  await db().runTransaction(async (tx) => {
    const scenes = await scenesInTx(tx, brandId, experienceId);
    const index = scenes.findIndex((s) => s.id === sceneId);
    if (index < 0) throw notFound("Scene");
    if (scenes.length >= MAX_SCENES) throw conflict(`An experience holds at most ${MAX_SCENES} scenes`);
    const source = scenes[index]!.data();
    // Renumber from the copy on, so it sits right after its source whatever gaps the orders had.
    scenes.forEach((scene, i) => {
      const order = i <= index ? i : i + 1;
      if (scene.get("order") !== order) tx.update(scene.ref, { order });
    });
    tx.create(ref, {
      ...source,
      name: `${source.name} (copy)`.slice(0, 100),
      order: index + 1,
      version: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
    });
    touchExperience(tx, brandId, experienceId);
  });
  return getScene(brandId, experienceId, ref.id);
}

export async function deleteScene(brandId: string, experienceId: string, sceneId: string, ifMatch?: IfMatch): Promise<void> {
  await db().runTransaction(async (tx) => {
    const scenes = await scenesInTx(tx, brandId, experienceId);
    const index = scenes.findIndex((s) => s.id === sceneId);
    if (index < 0) throw notFound("Scene");
    await ifMatch?.assert(() => getScene(brandId, experienceId, sceneId, tx));
    if (scenes.length === 1) throw conflict("An experience needs at least one scene; add another before deleting this one");
    const comments = await commentsPinnedTo(tx, brandId, experienceId, { sceneId });
    tx.delete(scenes[index]!.ref);
    for (const comment of comments) tx.delete(comment);
    scenes
      .filter((s) => s.id !== sceneId)
      .forEach((scene, order) => {
        if (scene.get("order") !== order) tx.update(scene.ref, { order });
      });
    touchExperience(tx, brandId, experienceId);
  });
}
