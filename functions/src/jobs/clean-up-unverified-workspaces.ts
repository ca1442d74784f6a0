import { onSchedule } from "firebase-functions/v2/scheduler";
import { deleteUnverifiedWorkspaces } from "../sign-up/unverified-workspaces.js";

/**
 * Every hour, deletes the workspaces made by sign-up whose owner never verified their email.
 * Idempotent, so a failed run is simply done again by the next one.
 */
export const cleanUpUnverifiedWorkspaces = onSchedule({ schedule: "every 60 minutes", retryCount: 0, timeoutSeconds: 540 }, async (event) => {
  await deleteUnverifiedWorkspaces(Math.max(Date.parse(event.scheduleTime) || 0, Date.now()));
});
