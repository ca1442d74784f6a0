import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { materialiseDuePlacements } from "../placements/placements.js";

/**
 * Every minute, stores each due placement's active experience (the QR code scheduler). The public
 * resolver computes the same answer itself whenever the stored one is stale, so a late or failed
 * run never shows the wrong experience; this keeps the stored value and list views current.
 */
export const materialisePlacements = onSchedule({ schedule: "every 1 minutes", retryCount: 0 }, async (event) => {
  const now = Date.parse(event.scheduleTime) || Date.now();
  const result = await materialiseDuePlacements(Math.max(now, Date.now()));
  if (result.updated || result.skipped) logger.info("placements materialised", { ...result, scheduleTime: event.scheduleTime });
});
