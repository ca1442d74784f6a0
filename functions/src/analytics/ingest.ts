import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { IngestEvents, IngestResult } from "@vitrine/contract";
import { config } from "../config.js";
import { db } from "../firebase.js";
import { unavailable } from "../errors.js";
import { isLikelyBot } from "./bots.js";
import { forwardToGoogleAnalytics } from "./google-analytics.js";
import { eventKey } from "./paths.js";
import type { ApiLimits } from "../rate-limits/api-limits.js";
import { chargeBatch, chargeExperiences } from "./rate-limits.js";
import { analyticsSettings } from "./settings.js";
import { checkBatch, type RejectedEvent, type ValidEvent } from "./validate-events.js";
import { isAlreadyExists } from "../firestore/error-codes.js";
import { userAgentClassesOf } from "./user-agent-classes.js";
import { classifyVisitors, type BatchSession } from "./visitor-classes.js";
import { eventsCol, experienceRef, placementsCol } from "../firestore/collections.js";

const DAY_MS = 86_400_000;

/**
 * What the ingest knows about an experience or a placement, kept for a minute per instance: a busy
 * experience sends hundreds of batches a minute, and they must not each read it again.
 */
function cachedLookup<T>(load: (key: string) => Promise<T>) {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return (key: string, now: number): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load(key);
    entries.set(key, { value, until: now + analyticsSettings.lookupCacheMs });
    // A failed read is not remembered.
    value.catch(() => entries.delete(key));
    if (entries.size > 20_000) entries.clear();
    return value;
  };
}

const experienceExists = cachedLookup(async (key) => {
  const [brandId, experienceId] = key.split("/") as [string, string];
  return (await experienceRef(brandId, experienceId).get()).exists;
});

const placementOf = cachedLookup(async (placementId) => {
  const snap = await placementsCol().doc(placementId).get();
  return snap.exists ? { brandId: snap.get("brandId") as string, storeId: (snap.get("storeId") as string | null) ?? null } : null;
});

/** Refuses events whose experience or placement is not the brand's; returns the placements' stores. */
async function checkReferences(valid: ValidEvent[], now: number) {
  const kept: Array<ValidEvent & { storeId: string | null }> = [];
  const rejected: RejectedEvent[] = [];
  for (const event of valid) {
    const reject = (reason: string) => rejected.push({ index: event.index, id: event.id, reason });
    if (!(await experienceExists(`${event.brandId}/${event.experienceId}`, now))) {
      reject("Unknown experience");
      continue;
    }
    let storeId: string | null = null;
    if (event.placementId) {
      const placement = await placementOf(event.placementId, now);
      if (!placement || placement.brandId !== event.brandId) {
        reject("Unknown placement");
        continue;
      }
      storeId = placement.storeId;
    }
    kept.push({ ...event, storeId });
  }
  return { kept, rejected };
}

export interface IngestClient {
  address: string;
  userAgent: string | undefined;
  limits: ApiLimits;
}

/**
 * Stores a batch of viewer events. Each event is checked on its own (the valid rest is kept);
 * each is created under an id derived from its own, so a resent one fails to create and is
 * counted as a duplicate, never twice. Counting happens later, in the roll-up.
 */
export async function ingestEvents(input: IngestEvents, client: IngestClient, now = Date.now()): Promise<IngestResult> {
  if (isLikelyBot(client.userAgent)) return { accepted: 0, duplicates: 0, rejected: [], ignored: "bot" };

  const sessions = new Map<string, number>();
  for (const raw of input.events) {
    const sessionId = raw && typeof raw === "object" ? (raw as { sessionId?: unknown }).sessionId : undefined;
    if (typeof sessionId === "string") sessions.set(sessionId.slice(0, 128), (sessions.get(sessionId.slice(0, 128)) ?? 0) + 1);
  }
  await chargeBatch(client.limits, client.address, sessions, input.events.length);

  const checked = checkBatch(input.events, now);
  const { kept, rejected: unknown } = await checkReferences(checked.valid, now);
  const perExperience = new Map<string, number>();
  for (const event of kept) perExperience.set(`${event.brandId}/${event.experienceId}`, (perExperience.get(`${event.brandId}/${event.experienceId}`) ?? 0) + 1);
  await chargeExperiences(client.limits, perExperience);
  const rejected = [...checked.rejected, ...unknown];
  let accepted = 0;
  let duplicates = checked.duplicates;

  if (kept.length > 0) {
    // The session's classes, stamped on each of its events (never the user agent itself): the
    // roll-up then counts every breakdown from the event alone. Previews are never counted.
    const agent = userAgentClassesOf(client.userAgent);
    const batchSessions = new Map<string, BatchSession>();
    for (const event of kept) {
      if (event.preview) continue;
      const key = `${event.brandId}/${event.sessionId}`;
      const seen = batchSessions.get(key);
      if (!seen) batchSessions.set(key, { brandId: event.brandId, sessionId: event.sessionId, visitorId: event.visitorId, at: event.at.getTime() });
      else if (event.at.getTime() < seen.at) seen.at = event.at.getTime();
    }
    const visitors = await classifyVisitors([...batchSessions.values()], now);
    const classesOf = (event: ValidEvent) =>
      event.preview ? null : { ...agent, source: event.source ?? "other", visitor: visitors.classes.get(`${event.brandId}/${event.sessionId}`) ?? "new" };

    const stored = new Set<ValidEvent>();
    const expireAt = Timestamp.fromMillis(now + analyticsSettings.retentionDays * DAY_MS);
    // One BatchWrite RPC; unlike a batch it is not atomic, so each create succeeds or fails alone.
    const writer = db().bulkWriter({ throttling: false });
    const failures: RejectedEvent[] = [];
    writer.onWriteError((error) => error.code !== 6 /* ALREADY_EXISTS */ && error.failedAttempts < 3);
    await Promise.all([
      ...kept.map((event) =>
        writer
          .create(eventsCol(event.brandId).doc(eventKey(event.brandId, event.sessionId, event.id)), {
            eventId: event.id,
            type: event.type,
            at: Timestamp.fromDate(event.at),
            receivedAt: FieldValue.serverTimestamp(),
            sessionId: event.sessionId,
            visitorId: event.visitorId,
            brandId: event.brandId,
            experienceId: event.experienceId,
            placementId: event.placementId,
            storeId: event.storeId,
            version: event.version,
            preview: event.preview,
            arm: event.arm ?? null,
            classes: classesOf(event),
            data: event.data,
            rolledUp: false,
            expireAt,
          })
          .then(
            () => {
              accepted += 1;
              stored.add(event);
            },
            (error: unknown) => {
              if (isAlreadyExists(error)) duplicates += 1;
              else failures.push({ index: event.index, id: event.id, reason: "Not stored (temporary failure); send it again" });
            },
          ),
      ),
      // A visitor's sessions not recorded now are decided again, alike, with their next batch.
      ...visitors.writes.map((write) => writer.set(write.ref, write.data, { merge: true }).catch(() => undefined)),
      writer.close(),
    ]);
    // Nothing could be stored: the client should keep the batch and send it later.
    if (failures.length === kept.length) {
      throw unavailable("Analytics events could not be stored; try again shortly", undefined, {
        "Retry-After": String(config.retryAfterSeconds),
      });
    }
    rejected.push(...failures);
    // Only what was stored now (never a duplicate) and not awaited: Google cannot slow this answer.
    void forwardToGoogleAnalytics(
      kept.filter((event) => stored.has(event)),
      now,
    );
  }
  rejected.sort((a, b) => a.index - b.index);
  return { accepted, duplicates, rejected, ignored: null };
}
