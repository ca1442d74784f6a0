/**
 * Publish requests: `brands/{b}/publishRequests/{id}`, for brands that require approval to publish
 * (`requirePublishApproval`). A request snapshots the draft as the manifest it would publish, with
 * its changes against the live version; approving publishes that snapshot, in one transaction with
 * the request's own change of status, so two approvals publish once. Approval is refused once the
 * draft no longer builds the same manifest: what is approved is what was reviewed.
 */
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import {
  type ApprovePublishRequest,
  type CreatePublishRequest,
  type Manifest,
  type Page,
  type PublishRequest,
  type RejectPublishRequest,
  type SchedulePublish,
} from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import { aiChatFrom } from "../ai-chat/ai-chat-settings.js";
import { conflict, notFound } from "../errors.js";
import { db } from "../firebase.js";
import { experienceRef, publishRequestsCol, scheduledPublishesCol } from "../firestore/collections.js";
import { experienceEntryOf, readExperienceEntry } from "./read-experience-entry.js";
import { scheduledEntry, timeOrRefuse } from "./scheduled-publishes.js";
import type { BrandDoc } from "../firestore/stored-documents.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { personOrCreator, personOrNull, toIso } from "../firestore/values.js";
import { notifyWebhooks } from "../webhooks/index.js";
import { notifyPeople } from "../notifications/notify.js";
import { summarizeManifest } from "./build-manifest.js";
import { diffManifests } from "./manifest-diff.js";
import { announcePublished, draftSnapshot, getManifestVersion, missingContent, publisherOf, refused, storedAssistant, writeVersionIf } from "./publish.js";

/** Refuses a publish that skips approval on a brand that requires it. */
export function assertPublishWithoutApproval(brand: BrandDoc): void {
  if (brand.requirePublishApproval === true) {
    throw conflict("This brand requires approval to publish: request publishing and a brand admin approves it");
  }
}

function toPublishRequest(id: string, data: DocumentData): PublishRequest {
  return {
    ...experienceEntryOf(id, data),
    status: data.status,
    releaseNotes: data.releaseNotes ?? "",
    liveVersion: data.liveVersion ?? null,
    changes: data.changes ?? null,
    changesTruncated: data.changesTruncated === true,
    summary: data.summary,
    requestedAt: toIso(data.createdAt),
    requestedBy: personOrCreator(data, "requestedBy"),
    decidedAt: data.decidedAt ? toIso(data.decidedAt) : null,
    decidedBy: personOrNull(data.decidedBy),
    decisionComment: data.decisionComment ?? null,
    publishedVersion: data.publishedVersion ?? null,
    scheduledPublishId: data.scheduledPublishId ?? null,
  };
}

/** What the webhooks of a request's events carry. */
const eventData = (request: PublishRequest) => ({
  brandId: request.brandId,
  experienceId: request.experienceId,
  publishRequestId: request.id,
  status: request.status,
  releaseNotes: request.releaseNotes,
  requestedBy: request.requestedBy,
  decidedBy: request.decidedBy,
  decisionComment: request.decisionComment,
  publishedVersion: request.publishedVersion,
  scheduledPublishId: request.scheduledPublishId,
});

/** Tells the people a request's event concerns: its deciders when it is made, its requester when it is decided. */
function notifyAboutRequest(tenantId: string, request: PublishRequest, kind: "publish_requested" | "publish_approved" | "publish_rejected") {
  const requested = kind === "publish_requested";
  return notifyPeople(
    {
      tenantId,
      kind,
      eventId: request.id,
      actor: requested ? request.requestedBy : request.decidedBy,
      brandId: request.brandId,
      experienceId: request.experienceId,
      experienceName: request.experienceName,
      publishRequestId: request.id,
      scheduledPublishId: request.scheduledPublishId,
      excerpt: requested ? request.releaseNotes : request.decisionComment,
    },
    requested ? { approversOf: request.brandId } : { people: [request.requestedBy.uid] },
  );
}

export async function createPublishRequest(caller: Caller, brandId: string, experienceId: string, body: CreatePublishRequest): Promise<PublishRequest> {
  const experience = await experienceRef(brandId, experienceId).get();
  if (!experience.exists) throw notFound("Experience");
  const snapshot = await draftSnapshot(brandId, experienceId, "The experience cannot be published");
  const liveVersion = typeof experience.get("publishedVersion") === "number" ? (experience.get("publishedVersion") as number) : null;
  let diff: { changes: PublishRequest["changes"]; truncated: boolean } = { changes: null, truncated: false };
  if (liveVersion !== null) {
    const live = await getManifestVersion(brandId, experienceId, liveVersion).catch(() => null);
    if (live) diff = diffManifests(live.manifest, snapshot.manifest);
  }
  const col = publishRequestsCol(brandId);
  const ref = col.doc();
  const pending = col.where("experienceId", "==", experienceId).where("status", "==", "pending");
  const now = Timestamp.now();
  const stored = await db().runTransaction(async (tx) => {
    const [current, older] = await Promise.all([tx.get(experienceRef(brandId, experienceId)), tx.get(pending)]);
    if (!current.exists) throw notFound("Experience");
    // One pending request per experience: the newer draft is the one to review.
    for (const doc of older.docs) tx.update(doc.ref, { status: "superseded", updatedAt: FieldValue.serverTimestamp() });
    const fields = {
      brandId,
      experienceId,
      experienceName: snapshot.manifest.name,
      status: "pending",
      releaseNotes: body.releaseNotes ?? "",
      liveVersion,
      changes: diff.changes,
      changesTruncated: diff.truncated,
      summary: summarizeManifest(snapshot.manifest),
      content: snapshot.text,
      fingerprint: snapshot.fingerprint,
      assistant: aiChatFrom(current.data()),
      requestedBy: publisherOf(caller),
      decidedAt: null,
      decidedBy: null,
      decisionComment: null,
      publishedVersion: null,
      createdAt: now,
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
    };
    tx.create(ref, fields);
    return fields;
  });
  const request = toPublishRequest(ref.id, stored);
  await notifyWebhooks(caller.tenantId, "experience.publish_requested", eventData(request));
  await notifyAboutRequest(caller.tenantId, request, "publish_requested");
  return request;
}

const readRequest = (brandId: string, experienceId: string, id: string) =>
  readExperienceEntry(publishRequestsCol(brandId), { brandId, experienceId, id }, "Publish request");

export async function getPublishRequest(brandId: string, experienceId: string, id: string): Promise<PublishRequest> {
  const snap = await readRequest(brandId, experienceId, id);
  return toPublishRequest(snap.id, snap.data()!);
}

export async function listPublishRequests(brandId: string, experienceId: string, query: { limit: number; cursor?: string }): Promise<Page<PublishRequest>> {
  const experience = await experienceRef(brandId, experienceId).get();
  if (!experience.exists) throw notFound("Experience");
  return cursorPage(publishRequestsCol(brandId).where("experienceId", "==", experienceId), NEWEST_FIRST, query, (d) => toPublishRequest(d.id, d.data()));
}

/** Only a pending request can be decided. */
function alreadyDecided(status: string) {
  if (status === "approved") return conflict("This request was approved already");
  if (status === "rejected") return conflict("This request was rejected already");
  if (status === "superseded") return conflict("A newer request replaced this one");
  return conflict("This request was decided already");
}

export async function approvePublishRequest(
  caller: Caller,
  brandId: string,
  experienceId: string,
  id: string,
  body: ApprovePublishRequest,
): Promise<PublishRequest> {
  const snap = await readRequest(brandId, experienceId, id);
  const data = snap.data()!;
  if (data.status !== "pending") throw alreadyDecided(data.status);
  // The draft must still be what was reviewed; what publishes is the reviewed snapshot itself.
  const draft = await draftSnapshot(brandId, experienceId, "The experience cannot be published");
  if (draft.fingerprint !== data.fingerprint) {
    throw conflict("The draft changed after publishing was requested: request publishing again so that the new draft is reviewed");
  }
  const manifest = JSON.parse(data.content) as Manifest;
  const problems = await missingContent(brandId, manifest, "requested");
  if (problems.length > 0) throw refused(problems, "The experience cannot be published");
  const decision = {
    status: "approved",
    decidedAt: Timestamp.now(),
    decidedBy: publisherOf(caller),
    decisionComment: body.comment ?? "",
  };
  if (body.schedule) return approveForLater(caller, snap, data, decision, body.schedule);
  let lost: string | null = null;
  const claim = {
    async holds(tx: Transaction) {
      const current = await tx.get(snap.ref);
      lost = current.get("status") === "pending" ? null : String(current.get("status"));
      return lost === null;
    },
    record(tx: Transaction, version: number) {
      tx.update(snap.ref, { ...decision, publishedVersion: version, updatedAt: FieldValue.serverTimestamp() });
    },
  };
  const publisher = personOrNull(data.requestedBy) ?? publisherOf(caller);
  const published = await writeVersionIf(claim, {
    publisher,
    brandId,
    experienceId,
    content: manifest,
    rolledBackFrom: null,
    assistant: storedAssistant(data.assistant),
  });
  if (!published) throw alreadyDecided(lost ?? "decided");
  await announcePublished(caller.tenantId, brandId, experienceId, published);
  const request = toPublishRequest(id, { ...data, ...decision, publishedVersion: published.version });
  await notifyWebhooks(caller.tenantId, "experience.publish_approved", eventData(request));
  await notifyAboutRequest(caller.tenantId, request, "publish_approved");
  return request;
}

export async function rejectPublishRequest(
  caller: Caller,
  brandId: string,
  experienceId: string,
  id: string,
  body: RejectPublishRequest,
): Promise<PublishRequest> {
  const ref = publishRequestsCol(brandId).doc(id);
  const request = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get("experienceId") !== experienceId) throw notFound("Publish request");
    const data = snap.data()!;
    if (data.status !== "pending") throw alreadyDecided(data.status);
    const decision = { status: "rejected", decidedAt: Timestamp.now(), decidedBy: publisherOf(caller), decisionComment: body.comment };
    tx.update(ref, { ...decision, updatedAt: FieldValue.serverTimestamp() });
    return toPublishRequest(id, { ...data, ...decision });
  });
  await notifyWebhooks(caller.tenantId, "experience.publish_rejected", eventData(request));
  await notifyAboutRequest(caller.tenantId, request, "publish_rejected");
  return request;
}

/**
 * Approves and schedules the reviewed snapshot as a scheduled publish, in one transaction with the
 * request's change of status (a second approval finds it decided). The job publishes it at its time.
 */
async function approveForLater(
  caller: Caller,
  snap: DocumentSnapshot,
  data: DocumentData,
  decision: Record<string, unknown>,
  time: SchedulePublish,
): Promise<PublishRequest> {
  const now = Date.now();
  const publishAt = timeOrRefuse(time.localDateTime, time.timezone, now);
  const entryRef = scheduledPublishesCol(data.brandId).doc();
  const snapshot = {
    brandId: data.brandId,
    experienceId: data.experienceId,
    manifest: JSON.parse(data.content) as Manifest,
    text: data.content,
    assistant: data.assistant,
  };
  const decided = await db().runTransaction(async (tx) => {
    const current = await tx.get(snap.ref);
    if (current.get("status") !== "pending") throw alreadyDecided(String(current.get("status")));
    tx.create(entryRef, scheduledEntry(caller, snapshot, time, publishAt, now));
    const changes = { ...decision, scheduledPublishId: entryRef.id };
    tx.update(snap.ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
    return toPublishRequest(snap.id, { ...data, ...changes });
  });
  await notifyWebhooks(caller.tenantId, "experience.publish_approved", eventData(decided));
  await notifyAboutRequest(caller.tenantId, decided, "publish_approved");
  return decided;
}
