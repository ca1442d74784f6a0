import { FieldValue, type DocumentData, type DocumentReference, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateExperience, Experience, ExperienceStatus, ExperienceSummary, ListExperiencesQuery, UpdateExperience } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, conflict, invalid } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { listBrandContent, type BrandContentListQuery } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { newSceneDoc } from "../scenes/scenes.js";
import { deleteTestAccessOf } from "../manifests/test-access.js";
import { experienceRef, experiencesCol, placementsCol, subcollection, surveysCol } from "../firestore/collections.js";
import { COPIED_CHILDREN } from "./experience-duplication.js";

/** The per-experience settings other areas own (theme, host, video wall, AI chat): copied as they are. */
const SETTINGS_FIELDS = ["theme", "host", "videoWall", "aiChat"] as const;

function toExperience(brandId: string, id: string, data: DocumentData): Experience {
  return {
    id,
    brandId,
    name: data.name,
    status: data.status ?? "draft",
    publishedVersion: data.publishedVersion ?? null,
    publishedAt: data.publishedAt ? toIso(data.publishedAt) : null,
    surveyId: data.surveyId ?? null,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

type ListQuery = BrandContentListQuery & { status?: NonNullable<ListExperiencesQuery["status"]> };

export const listExperiences = (brandId: string, query: ListQuery) =>
  listBrandContent(
    experiencesCol(brandId),
    query,
    (id, data) => toExperience(brandId, id, data),
    (q) => {
      if (!query.status) return q;
      if (query.status === "active") return q.where("status", "in", ["draft", "published"]);
      return q.where("status", "==", query.status);
    },
  );

export async function getExperience(brandId: string, experienceId: string, tx?: Transaction): Promise<Experience> {
  const snap = await readDoc(experienceRef(brandId, experienceId), tx);
  if (!snap.exists) throw notFound("Experience");
  return toExperience(brandId, snap.id, snap.data()!);
}

const stamps = (caller: Caller) => ({
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
  createdBy: caller.uid,
});

export async function createExperience(caller: Caller, brandId: string, input: CreateExperience): Promise<Experience> {
  const ref = experiencesCol(brandId).doc();
  const batch = db().batch();
  batch.create(ref, {
    brandId,
    name: input.name,
    nameLower: input.name.toLowerCase(),
    status: "draft",
    publishedVersion: null,
    publishedAt: null,
    surveyId: null,
    ...stamps(caller),
  });
  batch.create(subcollection(ref, "scenes").doc(), newSceneDoc(caller, { brandId, experienceId: ref.id, name: "Intro", order: 0 }));
  await batch.commit();
  return getExperience(brandId, ref.id);
}

async function assertSurvey(brandId: string, surveyId: string | null | undefined) {
  if (!surveyId) return;
  if (!(await surveysCol(brandId).doc(surveyId).get()).exists) {
    throw invalid("The survey is not one of this brand's surveys", [{ path: "surveyId", message: "Pick a survey of this brand" }]);
  }
}

/** Archiving hides an experience; restoring brings back what it was before: published if it ever was. */
const restoredStatus = (data: DocumentData): ExperienceStatus => (data.publishedVersion != null ? "published" : "draft");

export async function updateExperience(brandId: string, experienceId: string, input: UpdateExperience, ifMatch?: IfMatch): Promise<Experience> {
  await assertSurvey(brandId, input.surveyId);
  const ref = experienceRef(brandId, experienceId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Experience");
    await ifMatch?.assert(() => getExperience(brandId, experienceId, tx));
    const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
    if (input.name !== undefined) Object.assign(update, { name: input.name, nameLower: input.name.toLowerCase() });
    if (input.surveyId !== undefined) update.surveyId = input.surveyId;
    if (input.archived === true) update.status = "archived";
    if (input.archived === false && snap.get("status") === "archived") update.status = restoredStatus(snap.data()!);
    tx.update(ref, update);
  });
  return getExperience(brandId, experienceId);
}

/** Firestore batches hold 500 writes; commit a new one well before that. */
class ChunkedWriter {
  private batch: WriteBatch = db().batch();
  private count = 0;
  private readonly commits: Promise<unknown>[] = [];
  set(ref: DocumentReference, data: DocumentData) {
    this.batch.set(ref, data);
    if (++this.count === 400) this.flush();
  }
  private flush() {
    this.commits.push(this.batch.commit());
    this.batch = db().batch();
    this.count = 0;
  }
  async close() {
    if (this.count > 0) this.flush();
    await Promise.all(this.commits);
  }
}

/**
 * A deep copy as a new draft: the children `experience-duplication.ts` copies (scenes, products,
 * virtual-object overrides, translations) keep their ids inside the copy, so every reference
 * between them (a product's hotspot scene, an override's product, a host line's segment, a
 * translation's key) stays valid without rewriting.
 */
export async function duplicateExperience(caller: Caller, brandId: string, experienceId: string): Promise<Experience> {
  const source = experienceRef(brandId, experienceId);
  const snap = await source.get();
  if (!snap.exists) throw notFound("Experience");
  const data = snap.data()!;
  const target = experiencesCol(brandId).doc();
  const name = `${data.name} (copy)`.slice(0, 100);

  const children = await Promise.all(COPIED_CHILDREN.map(([child]) => subcollection(source, child).get()));
  const writer = new ChunkedWriter();
  COPIED_CHILDREN.forEach(([child, how], i) => {
    for (const doc of children[i]!.docs) {
      const copy: DocumentData = { ...doc.data(), ...stamps(caller) };
      if (how.experienceId === "always" || (how.experienceId === "where-present" && "experienceId" in copy)) copy.experienceId = target.id;
      writer.set(subcollection(target, child).doc(doc.id), copy);
    }
  });
  await writer.close();

  // The experience itself last: until it exists, nothing lists or opens the half-made copy.
  const settings = Object.fromEntries(SETTINGS_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
  await target.create({
    brandId,
    name,
    nameLower: name.toLowerCase(),
    status: "draft",
    publishedVersion: null,
    publishedAt: null,
    surveyId: data.surveyId ?? null,
    ...settings,
    ...stamps(caller),
  });
  return getExperience(brandId, target.id);
}

/** Placements (QR codes) that show this experience by default or on a schedule. */
export const placementsShowing = (experienceId: string) => placementsCol().where("experienceIds", "array-contains", experienceId);

export async function deleteExperience(brandId: string, experienceId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = experienceRef(brandId, experienceId);
  // The experience document goes in a transaction that read it and the placements showing it, so
  // a concurrent change (or a placement starting to show it) makes it retry and look again.
  await db().runTransaction(async (tx) => {
    const [snap, placements] = await Promise.all([tx.get(ref), tx.get(placementsShowing(experienceId).limit(10))]);
    if (!snap.exists) throw notFound("Experience");
    await ifMatch?.assert(() => getExperience(brandId, experienceId, tx));
    if (!placements.empty) {
      const names = placements.docs.map((d) => `"${d.get("name")}"`).join(", ");
      const count = placements.size;
      throw conflict(
        `This experience is shown by ${count === 1 ? "placement" : "placements"} ${names}; give ${count === 1 ? "it" : "them"} another experience first`,
      );
    }
    tx.delete(ref);
  });
  // Scenes, products, overrides, manifests: nothing under a deleted experience is reachable any
  // more, and neither are its preview links (kept beside it, keyed by their secret ids).
  await db().recursiveDelete(ref);
  await deleteTestAccessOf(brandId, experienceId);
}

export async function getExperienceSummary(brandId: string, experienceId: string): Promise<ExperienceSummary> {
  const ref = experienceRef(brandId, experienceId);
  const [snap, scenes, products, placements] = await Promise.all([
    ref.get(),
    subcollection(ref, "scenes").select("objects").get(),
    subcollection(ref, "products").count().get(),
    placementsShowing(experienceId).count().get(),
  ]);
  if (!snap.exists) throw notFound("Experience");
  const experience = toExperience(brandId, snap.id, snap.data()!);
  return {
    experienceId,
    status: experience.status,
    publishedVersion: experience.publishedVersion,
    publishedAt: experience.publishedAt,
    updatedAt: experience.updatedAt,
    scenes: scenes.size,
    objects: scenes.docs.reduce((sum, d) => sum + ((d.get("objects") as unknown[] | undefined)?.length ?? 0), 0),
    products: products.data().count,
    placements: placements.data().count,
  };
}
