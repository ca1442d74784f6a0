import { onSchedule } from "firebase-functions/v2/scheduler";
import { expireWorkspaceExports } from "../workspace-exports/expiry.js";

/**
 * Every hour, deletes workspace export archives past their 7 days and fails exports whose builder
 * died. Idempotent, so a failed run is simply done again by the next one.
 */
export const expireWorkspaceExportArchives = onSchedule({ schedule: "every 60 minutes", retryCount: 0, timeoutSeconds: 300 }, async (event) => {
  await expireWorkspaceExports(Math.max(Date.parse(event.scheduleTime) || 0, Date.now()));
});
