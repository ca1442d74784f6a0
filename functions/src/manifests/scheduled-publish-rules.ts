/**
 * The scheduled publishes' decisions, as pure functions of the entry and the clock: the job and
 * the routes act on what these say, and the unit tests run them with any clock.
 */
import { SCHEDULED_PUBLISH_MAX_AHEAD_MS, scheduledInstant, type ManifestProblem, type ScheduledPublishStatus } from "@vitrine/contract";

/** What the job needs to know of an entry. */
export interface ScheduledPublishState {
  status: ScheduledPublishStatus;
  /** Epoch ms. */
  publishAt: number;
}

/** Whether the job publishes the entry at `now`: still scheduled, and its time has come (however late). */
export function isDue(entry: ScheduledPublishState, now: number): boolean {
  return entry.status === "scheduled" && entry.publishAt <= now;
}

/**
 * The instant to publish at, or why that local time cannot be scheduled at `now`: it must lie
 * ahead (a time already past would publish at once, which is what the publish button is for) and
 * within a year.
 */
export function publishTime(localDateTime: string, timezone: string, now: number): { publishAt: number } | { problem: ManifestProblem } {
  const publishAt = scheduledInstant(localDateTime, timezone);
  if (publishAt <= now) return { problem: { path: "localDateTime", message: "Pick a time in the future" } };
  if (publishAt - now > SCHEDULED_PUBLISH_MAX_AHEAD_MS) return { problem: { path: "localDateTime", message: "Pick a time within a year" } };
  return { publishAt };
}
