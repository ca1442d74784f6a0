/**
 * Published manifests: `brands/{b}/experiences/{e}/manifests/{version}`, written once and never
 * changed. The manifest is stored as the exact JSON text served to the public, so its ETag (a hash
 * of that text) stays true for ever. Versions only grow: a rollback publishes a new version.
 */
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import {
  aiChatSchema,
  manifestSchema,
  type AiChat,
  type DraftManifest,
  type Manifest,
  type ManifestDiff,
  type ManifestProblem,
  type ManifestVersion,
  type ManifestVersionDetail,
  type Page,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { aiChatFrom } from "../ai-chat/ai-chat-settings.js";
import { ApiError, notFound, conflict, payloadTooLarge, unprocessable } from "../errors.js";
import { toIso } from "../firestore/values.js";
import { cursorPage, type CursorSort } from "../firestore/cursor-page.js";
import { notifyWebhooks } from "../webhooks/index.js";
import { buildManifest, summarizeManifest, validateForPublish } from "./build-manifest.js";
import { loadExperienceContent } from "./load-experience-content.js";
import { etagOf } from "./etag.js";
import { diffManifests } from "./manifest-diff.js";
import { versionPicturesPrefix } from "./picture-keys.js";
import { blobStore } from "../storage/blob-store.js";
import { experienceRef, libraryCol, manifestsCol, versionPrivateCol, videosCol } from "../firestore/collections.js";

/**
 * The assistant as it was published with a version: its persona and knowledge stay on the server
 * (the manifest carries only its public face), and the public chat answers from this copy, never
 * from the draft. A document of its own beside the version, so knowledge does not share the
 * version's 1 MiB with the manifest.
 */
export const assistantSnapshotRef = (brandId: string, experienceId: string, version: number) =>
  versionPrivateCol(brandId, experienceId, version).doc("assistant");

/** The published assistant of a version, or null for versions published before snapshots were kept. */
export async function readAssistantSnapshot(brandId: string, experienceId: string, version: number): Promise<AiChat | null> {
  const data = (await assistantSnapshotRef(brandId, experienceId, version).get()).data();
  return storedAssistant(data?.settings);
}

/** An assistant's settings as a snapshot stored them (a version's, a request's, a scheduled publish's), or null. */
export function storedAssistant(value: unknown): AiChat | null {
  const parsed = aiChatSchema.nullable().safeParse(value ?? null);
  return parsed.success ? parsed.data : null;
}

/** Firestore documents hold at most 1 MiB; leave room for the version's other fields. */
export const MAX_MANIFEST_BYTES = 900 * 1024;

/** The fields of a version document besides its content, for lists that should not read whole manifests. */
const VERSION_FIELDS = ["version", "publishedAt", "publishedBy", "rolledBackFrom", "summary", "etag", "withdrawnAt", "withdrawnBy"] as const;

export function refused(problems: ManifestProblem[], what: string): ApiError {
  const count = problems.length;
  return unprocessable(`${what}: ${count} problem${count === 1 ? "" : "s"} to fix first. ${problems[0]!.message}`, problems);
}

/** The manifest as the JSON text a version stores; 413 when it would not fit a version's document. */
function manifestText(manifest: Manifest): string {
  const text = JSON.stringify(manifest);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_MANIFEST_BYTES) {
    throw payloadTooLarge(
      `The manifest would be ${Math.ceil(bytes / 1024)} KB, over the ${MAX_MANIFEST_BYTES / 1024} KB a version can hold; split the experience`,
    );
  }
  return text;
}

/**
 * The draft as the manifest it would publish now, its stored text and the fingerprint approval
 * compares: what a publish request or a scheduled publish keeps. Refused as `what` when the draft
 * has problems, 413 when it would not fit a version.
 */
export async function draftSnapshot(brandId: string, experienceId: string, what: string) {
  const content = await loadExperienceContent(brandId, experienceId);
  const problems = validateForPublish(content);
  if (problems.length > 0) throw refused(problems, what);
  const manifest = manifestSchema.parse(buildManifest(content));
  const text = manifestText(manifest);
  return { manifest, text, fingerprint: etagOf(text) };
}

/** Refuses to publish an archived experience, now or later (read in the publish's or the schedule's transaction). */
export function assertNotArchived(experience: DocumentSnapshot): void {
  if (experience.get("status") === "archived") {
    throw refused([{ path: "status", message: "The experience is archived; restore it before publishing" }], "Cannot publish");
  }
}

function toVersion(data: DocumentData, liveVersion: number | null): ManifestVersion {
  return {
    version: data.version,
    publishedAt: toIso(data.publishedAt),
    publishedBy: { uid: data.publishedBy?.uid ?? "", name: data.publishedBy?.name ?? null },
    rolledBackFrom: data.rolledBackFrom ?? null,
    summary: data.summary,
    live: data.version === liveVersion,
    etag: data.etag,
    withdrawnAt: data.withdrawnAt ? toIso(data.withdrawnAt) : null,
    withdrawnBy: data.withdrawnAt ? { uid: data.withdrawnBy?.uid ?? "", name: data.withdrawnBy?.name ?? null } : null,
  };
}

const liveVersionOf = (experience: DocumentData | undefined): number | null =>
  typeof experience?.publishedVersion === "number" ? experience.publishedVersion : null;

/** Who a version is recorded as published by. */
export type Publisher = { uid: string; name: string | null };
export const publisherOf = (caller: Caller): Publisher => ({ uid: caller.uid, name: caller.displayName ?? caller.email ?? null });

/**
 * A condition the publish must meet inside its own transaction, and what it writes with it: a
 * scheduled publish claims its entry there, so two runs of the job commit one version between them.
 */
export interface PublishClaim {
  /** Reads in the transaction; false leaves everything as it is (the publish does not happen). */
  holds(tx: Transaction): Promise<boolean>;
  /** Writes in the same transaction, once the version is known. */
  record(tx: Transaction, version: number, publishedAt: Timestamp): void;
}

/** A version to write: whose, of which experience, with what. */
export interface NewVersion {
  publisher: Publisher;
  brandId: string;
  experienceId: string;
  /** Its version and date are filled in when it is written. */
  content: Manifest;
  rolledBackFrom: number | null;
  /** The assistant to publish with it; undefined takes the experience's current settings. */
  assistant?: AiChat | null;
}

/**
 * Writes the next version and makes it live, in one transaction: two publishes at once get two
 * versions, never one overwritten.
 */
async function writeVersion(next: NewVersion): Promise<ManifestVersionDetail> {
  return (await writeVersionIf(null, next))!;
}

/** `writeVersion`, only while `claim` holds (null when it did not: nothing was written). */
export async function writeVersionIf(claim: PublishClaim | null, next: NewVersion): Promise<ManifestVersionDetail | null> {
  const { publisher, brandId, experienceId, content, rolledBackFrom, assistant } = next;
  const expRef = experienceRef(brandId, experienceId);
  const col = manifestsCol(brandId, experienceId);
  return db().runTransaction(async (tx) => {
    const [experience, latest, holds] = await Promise.all([
      tx.get(expRef),
      tx.get(col.orderBy("version", "desc").limit(1)),
      claim ? claim.holds(tx) : Promise.resolve(true),
    ]);
    if (!holds) return null;
    if (!experience.exists) throw notFound("Experience");
    assertNotArchived(experience);
    const version = ((latest.docs[0]?.get("version") as number | undefined) ?? 0) + 1;
    const publishedAt = new Date();
    const manifest = manifestSchema.parse({ ...content, version, publishedAt: publishedAt.toISOString() });
    const text = manifestText(manifest);
    const publishedBy = publisher;
    const stored = {
      version,
      publishedAt: Timestamp.fromDate(publishedAt),
      publishedBy,
      rolledBackFrom,
      summary: summarizeManifest(manifest),
      etag: etagOf(text),
      content: text,
      createdAt: FieldValue.serverTimestamp(),
      createdBy: publisher.uid,
    };
    // `create` fails if the version exists: the immutability guarantee does not rest on the transaction alone.
    tx.create(col.doc(String(version)), stored);
    const settings = assistant === undefined ? aiChatFrom(experience.data()) : assistant;
    if (settings) tx.create(assistantSnapshotRef(brandId, experienceId, version), { settings, createdAt: FieldValue.serverTimestamp() });
    tx.update(expRef, {
      status: "published",
      publishedVersion: version,
      publishedAt: stored.publishedAt,
      // The public resolver names the experience as published: a rename of the draft stays private.
      publishedName: manifest.name,
      updatedAt: FieldValue.serverTimestamp(),
    });
    claim?.record(tx, version, stored.publishedAt);
    return { ...toVersion(stored, version), manifest };
  });
}

/** Tells the workspace's webhooks that a version went live (after the commit: never for a refused publish). */
export async function announcePublished(tenantId: string, brandId: string, experienceId: string, published: ManifestVersionDetail) {
  await notifyWebhooks(tenantId, "experience.published", {
    brandId,
    experienceId,
    version: published.version,
    publishedAt: published.publishedAt,
    publishedBy: published.publishedBy,
    rolledBackFrom: published.rolledBackFrom,
  });
  return published;
}

export async function publishExperience(caller: Caller, brandId: string, experienceId: string): Promise<ManifestVersionDetail> {
  const content = await loadExperienceContent(brandId, experienceId);
  const problems = validateForPublish(content);
  if (problems.length > 0) throw refused(problems, "The experience cannot be published");
  return announcePublished(
    caller.tenantId,
    brandId,
    experienceId,
    await writeVersion({ publisher: publisherOf(caller), brandId, experienceId, content: buildManifest(content), rolledBackFrom: null }),
  );
}

async function readVersion(brandId: string, experienceId: string, version: number, what = `Version ${version}`) {
  const data = (await manifestsCol(brandId, experienceId).doc(String(version)).get()).data();
  // Only a document this service wrote holds a manifest.
  if (typeof data?.content !== "string") throw notFound(what);
  return { data, manifest: JSON.parse(data.content) as Manifest };
}

/**
 * Republishes an earlier version's content as a new version. The models and videos it names must
 * still exist: the library only guards what the current scenes use.
 */
export async function rollbackManifest(caller: Caller, brandId: string, experienceId: string, version: number): Promise<ManifestVersionDetail> {
  const [{ data, manifest }, experience] = await Promise.all([readVersion(brandId, experienceId, version), experienceRef(brandId, experienceId).get()]);
  if (liveVersionOf(experience.data()) === version) throw conflict(`Version ${version} is already live`);
  // Withdrawn content stays off the public, also under a new version number.
  if (data.withdrawnAt) throw conflict(`Version ${version} was withdrawn; it cannot be published again`);
  const problems = await missingContent(brandId, manifest, version);
  if (problems.length > 0) throw refused(problems, `Cannot roll back to version ${version}`);
  // The assistant as it was published with that version (none for versions older than snapshots).
  const assistant = await readAssistantSnapshot(brandId, experienceId, version);
  return announcePublished(
    caller.tenantId,
    brandId,
    experienceId,
    await writeVersion({ publisher: publisherOf(caller), brandId, experienceId, content: manifest, rolledBackFrom: version, assistant }),
  );
}

/**
 * The models and videos a manifest names that no longer exist: the library only guards what the
 * current scenes use, so content built earlier (an older version, a scheduled publish's or a
 * publish request's snapshot) is checked before it goes live again. `since` says when it was built.
 */
export async function missingContent(brandId: string, manifest: Manifest, since: number | "scheduled" | "requested"): Promise<ManifestProblem[]> {
  const version = since;
  const problems: ManifestProblem[] = [];
  const modelIds = Object.keys(manifest.models);
  if (modelIds.length > 0) {
    const snaps = await db().getAll(...modelIds.map((id) => libraryCol().doc(id)));
    for (const snap of snaps) {
      if (!snap.exists)
        problems.push({
          path: `models.${snap.id}`,
          message:
            since === "scheduled"
              ? `The model “${manifest.models[snap.id]!.name}” was deleted from the library since the publish was scheduled`
              : since === "requested"
                ? `The model “${manifest.models[snap.id]!.name}” was deleted from the library since publishing was requested`
                : `The model “${manifest.models[snap.id]!.name}” was deleted from the library since version ${version}`,
        });
    }
  }
  const videos = manifest.videoWall?.videos ?? [];
  if (videos.length > 0) {
    const snaps = await db().getAll(...videos.map((v) => videosCol(brandId).doc(v.id)));
    for (const snap of snaps) {
      if (!snap.exists)
        problems.push({
          path: `videoWall.videos.${snap.id}`,
          message:
            since === "scheduled"
              ? `The video “${videos.find((v) => v.id === snap.id)!.title}” was deleted since the publish was scheduled`
              : since === "requested"
                ? `The video “${videos.find((v) => v.id === snap.id)!.title}” was deleted since publishing was requested`
                : `The video “${videos.find((v) => v.id === snap.id)!.title}” was deleted since version ${version}`,
        });
    }
  }
  return problems;
}

const NEWEST_VERSION_FIRST: CursorSort = { field: "version", kind: "count", direction: "desc" };

export async function listManifestVersions(brandId: string, experienceId: string, query: { limit: number; cursor?: string }): Promise<Page<ManifestVersion>> {
  const [experience, page] = await Promise.all([
    experienceRef(brandId, experienceId).get(),
    cursorPage(manifestsCol(brandId, experienceId).select(...VERSION_FIELDS), NEWEST_VERSION_FIRST, query, (d) => d),
  ]);
  if (!experience.exists) throw notFound("Experience");
  const live = liveVersionOf(experience.data());
  return {
    items: page.items.filter((d) => typeof d.get("etag") === "string").map((d) => toVersion(d.data(), live)),
    nextCursor: page.nextCursor,
  };
}

export async function getManifestVersion(brandId: string, experienceId: string, version: number): Promise<ManifestVersionDetail> {
  const [experience, stored] = await Promise.all([experienceRef(brandId, experienceId).get(), readVersion(brandId, experienceId, version)]);
  return { ...toVersion(stored.data, liveVersionOf(experience.data())), manifest: stored.manifest };
}

/** The public read: the stored manifest and its ETag, or `withdrawn` for a version the brand withdrew. */
export async function getPublishedManifest(
  brandId: string,
  experienceId: string,
  version: number,
): Promise<{ withdrawn: false; manifest: Manifest; etag: string } | { withdrawn: true }> {
  const { data, manifest } = await readVersion(brandId, experienceId, version, "Manifest");
  if (data.withdrawnAt) return { withdrawn: true };
  return { withdrawn: false, manifest, etag: data.etag };
}

/**
 * Takes a version off the public. The live version stays: withdrawing it would leave every QR
 * code of the experience on an error, so the brand publishes or rolls back to another first. An
 * archived experience is being taken down, so its last version may go too: its QR codes then show
 * nothing of it, and it restores as a draft.
 */
export async function withdrawManifestVersion(caller: Caller, brandId: string, experienceId: string, version: number): Promise<ManifestVersion> {
  const expRef = experienceRef(brandId, experienceId);
  const ref = manifestsCol(brandId, experienceId).doc(String(version));
  let newlyWithdrawn = false;
  const result = await db().runTransaction(async (tx) => {
    newlyWithdrawn = false;
    const [experience, snap] = await Promise.all([tx.get(expRef), tx.get(ref)]);
    if (!experience.exists) throw notFound("Experience");
    const data = snap.data();
    if (typeof data?.content !== "string") throw notFound(`Version ${version}`);
    const live = liveVersionOf(experience.data());
    const archived = experience.get("status") === "archived";
    if (live === version && !archived) {
      throw conflict(`Version ${version} is live; publish a new version or roll back to another one before withdrawing it`);
    }
    if (data.withdrawnAt) return toVersion(data, archived ? null : live);
    const withdrawn = {
      withdrawnAt: Timestamp.now(),
      withdrawnBy: { uid: caller.uid, name: caller.displayName ?? caller.email ?? null },
    };
    tx.update(ref, { ...withdrawn, updatedAt: FieldValue.serverTimestamp() });
    if (live === version) {
      tx.update(expRef, {
        publishedVersion: null,
        publishedAt: null,
        publishedName: FieldValue.delete(),
        publishedPictures: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    newlyWithdrawn = true;
    return toVersion({ ...data, ...withdrawn }, live === version ? null : live);
  });
  // Its scene pictures were public files: a withdrawn version leaves nothing reachable behind.
  if (newlyWithdrawn) await blobStore().deletePrefix(versionPicturesPrefix(brandId, experienceId, version));
  return result;
}

export async function diffManifestVersions(brandId: string, experienceId: string, version: number, against: number): Promise<ManifestDiff> {
  const [after, before] = await Promise.all([readVersion(brandId, experienceId, version), readVersion(brandId, experienceId, against)]);
  return { version, against, ...diffManifests(before.manifest, after.manifest) };
}

/** The manifest the experience would publish now (broken parts left out), and what is broken. */
export async function buildDraft(brandId: string, experienceId: string) {
  const content = await loadExperienceContent(brandId, experienceId);
  const problems = validateForPublish(content);
  const parsed = manifestSchema.safeParse(buildManifest(content));
  return { content, problems, manifest: parsed.success ? parsed.data : null };
}

export async function getDraftManifest(brandId: string, experienceId: string): Promise<DraftManifest> {
  const [{ manifest, problems }, experience] = await Promise.all([buildDraft(brandId, experienceId), experienceRef(brandId, experienceId).get()]);
  const liveVersion = liveVersionOf(experience.data());
  let changes: DraftManifest["changes"] = null;
  if (liveVersion !== null && manifest) {
    const live = await readVersion(brandId, experienceId, liveVersion).catch(() => null);
    if (live) changes = diffManifests(live.manifest, manifest).changes;
  }
  return { manifest, problems, liveVersion, changes };
}
