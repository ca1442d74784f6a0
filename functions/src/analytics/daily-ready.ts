import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { db } from "../firebase.js";
import { emitWebhookEvent } from "../webhooks/index.js";
import { addDays, dayIn, usableTimezone } from "./days.js";
import { rollUpAnalytics, type RollUpResult } from "./roll-up.js";
import { isAlreadyExists } from "../firestore/error-codes.js";
import { brandsCol, collectionGroup, readyCol } from "../firestore/collections.js";
import { documentIdsOf } from "../firestore/registry.js";

/**
 * `analytics.daily_ready`: once a brand's day has ended in its zone and the roll-up has counted
 * every event waiting, the workspaces subscribed to the event hear about that day once.
 * `brands/{brandId}/analyticsReady/{day}` records each announcement; it is `create()`d before the
 * event is queued, so overlapping runs announce a day once, and removed again when queueing fails,
 * so the next run retries. Only yesterday is announced: a job that stopped for days does not
 * replay the days it missed.
 */
export const READY_COLLECTION = "analyticsReady";

const EVENT = "analytics.daily_ready";

/** The workspaces with an active endpoint subscribed to the event (`tenants/{t}/webhooks/{w}`). */
async function subscribedTenants(): Promise<string[]> {
  const snap = await collectionGroup("webhooks").where("events", "array-contains", EVENT).get();
  const tenants = new Set<string>();
  for (const doc of snap.docs) {
    const [tenantId] = documentIdsOf("webhooks", doc.ref.path) ?? [];
    if (tenantId && doc.get("active") !== false) tenants.add(tenantId);
  }
  return [...tenants];
}

/** Announces one brand's day unless it was already; returns whether it did. */
async function announce(tenantId: string, brandId: string, day: string, timezone: string, now: number): Promise<boolean> {
  const marker = readyCol(brandId).doc(day);
  try {
    await marker.create({
      tenantId,
      brandId,
      day,
      timezone,
      announcedAt: Timestamp.fromMillis(now),
      createdAt: FieldValue.serverTimestamp(),
      createdBy: "system",
    });
  } catch (err) {
    if (isAlreadyExists(err)) return false;
    throw err;
  }
  try {
    await emitWebhookEvent(tenantId, EVENT, { brandId, date: day, timezone });
  } catch (err) {
    await marker.delete().catch(() => {});
    throw err;
  }
  return true;
}

/**
 * Announces yesterday (in each brand's zone, as of `now`) for every brand of every subscribed
 * workspace. A brand created after that day gets nothing for it.
 */
export async function announceDailyAnalytics(now = Date.now()): Promise<{ announced: number }> {
  let announced = 0;
  for (const tenantId of await subscribedTenants()) {
    const brands = await brandsCol().where("tenantId", "==", tenantId).select("timezone", "createdAt").get();
    const due = brands.docs
      .map((brand) => {
        const timezone = usableTimezone(brand.get("timezone"));
        const createdAt = brand.get("createdAt");
        return { brandId: brand.id, timezone, day: addDays(dayIn(timezone, now), -1), createdAt: createdAt instanceof Timestamp ? createdAt.toMillis() : null };
      })
      .filter(({ timezone, day, createdAt }) => createdAt === null || dayIn(timezone, createdAt) <= day);
    if (due.length === 0) continue;
    // Read first: every run but the first of a day finds every marker there and writes nothing.
    const markers = await db().getAll(...due.map(({ brandId, day }) => readyCol(brandId).doc(day)));
    for (const [i, { brandId, timezone, day }] of due.entries()) {
      if (markers[i]!.exists) continue;
      try {
        if (await announce(tenantId, brandId, day, timezone, now)) announced += 1;
      } catch (err) {
        logger.error("analytics.daily_ready not queued", { tenantId, brandId, day, err: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  return { announced };
}

/**
 * The every-minute analytics job: rolls up waiting events, and once none are left (the run did not
 * stop on its budget), announces the days that are complete.
 */
export async function rollUpAndAnnounce(now = Date.now(), options?: Parameters<typeof rollUpAnalytics>[1]): Promise<RollUpResult & { announced: number }> {
  const result = await rollUpAnalytics(now, options);
  const { announced } = result.more ? { announced: 0 } : await announceDailyAnalytics(now);
  return { ...result, announced };
}
