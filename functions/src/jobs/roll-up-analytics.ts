import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { rollUpAndAnnounce } from "../analytics/daily-ready.js";

/**
 * Every minute, counts the viewers' new raw events into the daily aggregates the reports read.
 * A run stops after about 50 s and the next one goes on, so runs do not pile up; overlapping
 * runs would still count each event once (see analytics/roll-up.ts). A run that caught
 * up announces the days just ended to the webhooks subscribed to `analytics.daily_ready`.
 */
export const rollUpAnalyticsEvents = onSchedule({ schedule: "every 1 minutes", retryCount: 0, timeoutSeconds: 120, maxInstances: 1 }, async () => {
  const result = await rollUpAndAnnounce(Date.now(), { budgetMs: 50_000 });
  if (result.events > 0 || result.announced > 0) logger.info("analytics rolled up", result);
});
