/**
 * Scheduled publishes: `brands/{b}/scheduledPublishes/{id}`. Scheduling snapshots the draft as the
 * manifest it would publish now (and the assistant's settings), so what goes live at the chosen
 * time is what was saved and reviewed when it was scheduled, not whatever the draft holds by then.
 * The `publishScheduledExperiences` job publishes due entries; each entry is claimed inside the
 * publish's own transaction, so however many runs overlap or come late, it publishes once.
 */
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { type Manifest, type ManifestProblem, type Page, type ReschedulePublish, type SchedulePublish, type ScheduledPublish } from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import type { IfMatch } from "../conditional.js";
import { runAudited, type PendingAudit } from "../audit/audit-context.js";
import { aiChatFrom } from "../ai-chat/ai-chat-settings.js";
import { ApiError, conflict, notFound, unprocessable } from "../errors.js";
import { db } from "../firebase.js";
import { collectionGroup, experienceRef, scheduledPublishesCol, tenantsCol } from "../firestore/collections.js";
import { experienceEntryOf, readExperienceEntry } from "./read-experience-entry.js";
import { cursorPage, type CursorSort } from "../firestore/cursor-page.js";
import { personOrCreator, personOrNull, toIso } from "../firestore/values.js";
import { notifyPeople } from "../notifications/notify.js";
import { summarizeManifest } from "./build-manifest.js";
import { announcePublished, assertNotArchived, draftSnapshot, missingContent, publisherOf, storedAssistant, writeVersionIf } from "./publish.js";
import { isDue, publishTime } from "./scheduled-publish-rules.js";

const SOONEST_FIRST: CursorSort = { field: "publishAt", kind: "millis" };

export function toScheduledPublish(id: string, data: DocumentData): ScheduledPublish {
  return {
    ...experienceEntryOf(id, data),
    localDateTime: data.localDateTime,
    timezone: data.timezone,
    publishAt: toIso(data.publishAt),
    status: data.status,
    summary: data.summary,
    scheduledAt: toIso(data.createdAt ?? data.publishAt),
    scheduledBy: personOrCreator(data, "scheduledBy"),
    publishedVersion: data.publishedVersion ?? null,
    publishedAt: data.publishedAt ? toIso(data.publishedAt) : null,
    cancelledAt: data.cancelledAt ? toIso(data.cancelledAt) : null,
    cancelledBy: personOrNull(data.cancelledBy),
    error: data.error ?? null,
  };
}

/** The stored entry publishing `snapshot` at `publishAt`, scheduled by `caller`. */
export function scheduledEntry(
  caller: Caller,
  snapshot: { brandId: string; experienceId: string; manifest: Manifest; text: string; assistant: unknown },
  time: SchedulePublish,
  publishAt: number,
  now: number,
) {
  return {
    tenantId: caller.tenantId,
    brandId: snapshot.brandId,
    experienceId: snapshot.experienceId,
    experienceName: snapshot.manifest.name,
    localDateTime: time.localDateTime,
    timezone: time.timezone,
    publishAt: Timestamp.fromMillis(publishAt),
    status: "scheduled",
    summary: summarizeManifest(snapshot.manifest),
    content: snapshot.text,
    assistant: snapshot.assistant ?? null,
    scheduledBy: publisherOf(caller),
    publishedVersion: null,
    publishedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    error: null,
    createdAt: Timestamp.fromMillis(now),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  };
}

export function timeOrRefuse(localDateTime: string, timezone: string, now: number): number {
  const time = publishTime(localDateTime, timezone, now);
  if ("problem" in time) throw unprocessable(time.problem.message, [time.problem]);
  return time.publishAt;
}

/** Snapshots the experience's draft and schedules it (422 when it could not publish as it is). */
export async function schedulePublish(
  caller: Caller,
  brandId: string,
  experienceId: string,
  body: SchedulePublish,
  now = Date.now(),
): Promise<ScheduledPublish> {
  const publishAt = timeOrRefuse(body.localDateTime, body.timezone, now);
  const { manifest, text } = await draftSnapshot(brandId, experienceId, "The experience cannot be scheduled for publishing");
  const expRef = experienceRef(brandId, experienceId);
  const ref = scheduledPublishesCol(brandId).doc();
  const stored = await db().runTransaction(async (tx) => {
    const experience = await tx.get(expRef);
    if (!experience.exists) throw notFound("Experience");
    assertNotArchived(experience);
    const fields = scheduledEntry(caller, { brandId, experienceId, manifest, text, assistant: aiChatFrom(experience.data()) }, body, publishAt, now);
    tx.create(ref, fields);
    return fields;
  });
  return toScheduledPublish(ref.id, stored);
}

const readEntry = (brandId: string, experienceId: string, id: string) =>
  readExperienceEntry(scheduledPublishesCol(brandId), { brandId, experienceId, id }, "Scheduled publish");

export async function getScheduledPublish(brandId: string, experienceId: string, id: string): Promise<ScheduledPublish> {
  const snap = await readEntry(brandId, experienceId, id);
  return toScheduledPublish(snap.id, snap.data()!);
}

export async function listScheduledPublishes(
  brandId: string,
  experienceId: string,
  query: { limit: number; cursor?: string },
): Promise<Page<ScheduledPublish>> {
  const experience = await experienceRef(brandId, experienceId).get();
  if (!experience.exists) throw notFound("Experience");
  const upcoming = scheduledPublishesCol(brandId).where("experienceId", "==", experienceId).where("status", "==", "scheduled");
  return cursorPage(upcoming, SOONEST_FIRST, query, (d) => toScheduledPublish(d.id, d.data()));
}

export async function listBrandScheduledPublishes(brandId: string, query: { limit: number; cursor?: string }): Promise<Page<ScheduledPublish>> {
  const upcoming = scheduledPublishesCol(brandId).where("status", "==", "scheduled");
  return cursorPage(upcoming, SOONEST_FIRST, query, (d) => toScheduledPublish(d.id, d.data()));
}

/** Refuses a change to an entry that is no longer waiting: it went live, failed or was cancelled. */
function assertWaiting(data: DocumentData) {
  if (data.status === "published") throw conflict(`This publish already happened (version ${data.publishedVersion})`);
  if (data.status === "failed") throw conflict("This publish already failed at its time; schedule it again");
  if (data.status === "cancelled") throw conflict("This publish was cancelled; schedule it again");
}

/**
 * The entry, read in the change's transaction through its own experience: entries live under the
 * brand, so one of a deleted experience outlives it, and is 404 like everything under it was.
 */
async function waitingEntryIn(tx: Transaction, brandId: string, experienceId: string, ref: DocumentReference): Promise<DocumentSnapshot> {
  const [experience, snap] = await Promise.all([tx.get(experienceRef(brandId, experienceId)), tx.get(ref)]);
  if (!experience.exists) throw notFound("Experience");
  if (!snap.exists || snap.get("experienceId") !== experienceId) throw notFound("Scheduled publish");
  return snap;
}

/**
 * Moves an entry to another time, in a transaction with the job's claim: a reschedule that loses
 * the race to the publish is refused (409), never applied to what already went live. With
 * If-Match, of two reschedules from the same reading only the first applies (the other 412).
 */
export async function reschedulePublish(
  brandId: string,
  experienceId: string,
  id: string,
  body: ReschedulePublish,
  ifMatch?: IfMatch,
  now = Date.now(),
): Promise<ScheduledPublish> {
  const ref = scheduledPublishesCol(brandId).doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await waitingEntryIn(tx, brandId, experienceId, ref);
    const data = snap.data()!;
    assertWaiting(data);
    await ifMatch?.assert(async () => toScheduledPublish(id, data));
    const localDateTime = body.localDateTime ?? data.localDateTime;
    const timezone = body.timezone ?? data.timezone;
    const publishAt = Timestamp.fromMillis(timeOrRefuse(localDateTime, timezone, now));
    const changes = { localDateTime, timezone, publishAt, updatedAt: FieldValue.serverTimestamp() };
    tx.update(ref, changes);
    return toScheduledPublish(id, { ...data, ...changes });
  });
}

export async function cancelScheduledPublish(caller: Caller, brandId: string, experienceId: string, id: string): Promise<ScheduledPublish> {
  const ref = scheduledPublishesCol(brandId).doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await waitingEntryIn(tx, brandId, experienceId, ref);
    const data = snap.data()!;
    if (data.status === "cancelled") return toScheduledPublish(id, data);
    assertWaiting(data);
    const changes = { status: "cancelled", cancelledAt: Timestamp.now(), cancelledBy: publisherOf(caller), updatedAt: FieldValue.serverTimestamp() };
    tx.update(ref, changes);
    return toScheduledPublish(id, { ...data, ...changes });
  });
}

/**
 * The audit entry of a publish the job makes: the person who scheduled it is the actor (they chose
 * what and when), the action says it came from the schedule, and the entry commits with the version.
 */
async function jobAudit(entry: DocumentSnapshot): Promise<PendingAudit> {
  const data = entry.data()!;
  const tenant = await tenantsCol().doc(data.tenantId).get();
  const retentionDays = (tenant.get("settings.auditRetentionDays") as number | undefined) ?? 365;
  const scheduledBy = personOrNull(data.scheduledBy);
  return {
    id: randomUUID(),
    tenantId: data.tenantId,
    actor: { kind: "user", id: scheduledBy?.uid ?? data.createdBy ?? "", email: null, name: scheduledBy?.name ?? null },
    action: "publishScheduledExperience",
    method: "JOB",
    path: `/v1/brands/${data.brandId}/experiences/${data.experienceId}/scheduled-publishes/${entry.id}`,
    routePath: "/v1/brands/:brandId/experiences/:experienceId",
    params: { brandId: data.brandId, experienceId: data.experienceId },
    changes: [],
    address: "",
    requestId: `scheduled-publish:${entry.id}`,
    retentionDays,
    documents: [],
    recorded: false,
  };
}

/** Marks an entry failed, only while it is still waiting (a run that lost the race changes nothing). */
async function markFailed(entry: DocumentSnapshot, now: number, error: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(entry.ref);
    const data = snap.data();
    if (!data || !isDue({ status: data.status, publishAt: (data.publishAt as Timestamp).toMillis() }, now)) return false;
    tx.update(entry.ref, { status: "failed", error, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/** Tells whoever scheduled an entry how it went (the job acts for nobody: no actor is left out). */
function notifyScheduler(entry: DocumentSnapshot, kind: "scheduled_publish_published" | "scheduled_publish_failed", excerpt: string | null) {
  const data = entry.data()!;
  const scheduledBy = personOrNull(data.scheduledBy)?.uid ?? data.createdBy;
  return notifyPeople(
    {
      tenantId: data.tenantId,
      kind,
      eventId: entry.id,
      actor: null,
      brandId: data.brandId,
      experienceId: data.experienceId,
      experienceName: data.experienceName ?? "",
      scheduledPublishId: entry.id,
      excerpt,
    },
    { people: scheduledBy ? [scheduledBy] : [] },
  );
}

/** Marks an entry failed and tells its scheduler, when this run is the one that failed it. */
async function failedWith(entry: DocumentSnapshot, now: number, error: string): Promise<"failed" | "skipped"> {
  if (!(await markFailed(entry, now, error))) return "skipped";
  await notifyScheduler(entry, "scheduled_publish_failed", error);
  return "failed";
}

/** Publishes one due entry; whether this run published it (false: another run did, or it changed). */
async function publishEntry(entry: DocumentSnapshot, now: number): Promise<"published" | "failed" | "skipped"> {
  const data = entry.data()!;
  const manifest = JSON.parse(data.content) as Manifest;
  const problems: ManifestProblem[] = await missingContent(data.brandId, manifest, "scheduled");
  if (problems.length > 0) return failedWith(entry, now, problems[0]!.message);
  const claim = {
    async holds(tx: Transaction) {
      const snap = await tx.get(entry.ref);
      const current = snap.data();
      return !!current && isDue({ status: current.status, publishAt: (current.publishAt as Timestamp).toMillis() }, now);
    },
    record(tx: Transaction, version: number, publishedAt: Timestamp) {
      tx.update(entry.ref, { status: "published", publishedVersion: version, publishedAt, updatedAt: FieldValue.serverTimestamp() });
    },
  };
  const publisher = personOrCreator(data, "scheduledBy");
  try {
    const audit = await jobAudit(entry);
    const published = await runAudited(audit, () =>
      writeVersionIf(claim, {
        publisher,
        brandId: data.brandId,
        experienceId: data.experienceId,
        content: manifest,
        rolledBackFrom: null,
        assistant: storedAssistant(data.assistant),
      }),
    );
    if (!published) return "skipped";
    await announcePublished(data.tenantId, data.brandId, data.experienceId, published);
    await notifyScheduler(entry, "scheduled_publish_published", null);
    return "published";
  } catch (error) {
    // A refusal the owner can act on (archived, too large, experience deleted) is the entry's
    // outcome; anything else is left for the next run to try again.
    if (error instanceof ApiError) return failedWith(entry, now, error.message);
    throw error;
  }
}

/** The job: publishes every entry whose time has come by `now`, each exactly once across runs. */
export async function publishDueScheduledPublishes(now: number): Promise<{ published: number; failed: number }> {
  const due = await collectionGroup("scheduledPublishes")
    .where("status", "==", "scheduled")
    .where("publishAt", "<=", Timestamp.fromMillis(now))
    .orderBy("publishAt")
    .limit(100)
    .get();
  let published = 0;
  let failed = 0;
  for (const entry of due.docs) {
    const outcome = await publishEntry(entry, now);
    if (outcome === "published") published += 1;
    if (outcome === "failed") failed += 1;
  }
  return { published, failed };
}
