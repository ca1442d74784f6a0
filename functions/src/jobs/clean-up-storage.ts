import { onSchedule } from "firebase-functions/v2/scheduler";
import { removeAbandonedFiles } from "../uploads/storage-cleanup.js";

/**
 * Every hour, deletes uploads abandoned for a day (their URL long expired) and the files of
 * deleted brands. Idempotent, so a failed run is simply done again by the next one.
 */
export const cleanUpStorage = onSchedule({ schedule: "every 60 minutes", retryCount: 0, timeoutSeconds: 540, memory: "512MiB" }, async (event) => {
  await removeAbandonedFiles(Math.max(Date.parse(event.scheduleTime) || 0, Date.now()));
});
