import { onSchedule } from "firebase-functions/v2/scheduler";
import { purgeDueWorkspaces } from "../tenants/workspace-deletion.js";

/**
 * Every hour, deletes the workspaces whose 7-day grace period after an owner asked for their
 * deletion is over (everything in Firestore, every file, the auth tenant). Idempotent: a failed
 * run is finished by the next one.
 */
export const purgeDeletedWorkspaces = onSchedule({ schedule: "every 60 minutes", retryCount: 0, timeoutSeconds: 540, memory: "512MiB" }, async (event) => {
  await purgeDueWorkspaces(Math.max(Date.parse(event.scheduleTime) || 0, Date.now()));
});
