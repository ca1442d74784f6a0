import type { ScheduleOptions } from "firebase-functions/v2/scheduler";
import { rollUpAndAnnounce } from "../analytics/daily-ready.js";
import { exportDueEventHours } from "../analytics/event-export.js";
import { publishDueScheduledPublishes } from "../manifests/scheduled-publishes.js";
import { mailSecrets } from "../mail/mail-transport.js";
import { retryDueNotificationEmails } from "../notifications/notification-email.js";
import { materialiseDuePlacements } from "../placements/placements.js";
import { deleteUnverifiedWorkspaces } from "../sign-up/unverified-workspaces.js";
import { purgeDueWorkspaces } from "../workspaces/workspace-deletion.js";
import { removeAbandonedFiles } from "../uploads/storage-cleanup.js";
import { retryDueWebhookDeliveries } from "../webhooks/deliveries.js";
import { expireWorkspaceExports } from "../workspaces/workspace-export-expiry.js";

/** What a run did: `updated` counts what it changed (a run that changed nothing is not logged), the rest is the service's own report. */
export type JobRun = { updated: number } & Record<string, unknown>;

export interface ScheduledJob {
  /** The exported function's name (`src/index.ts`), and the job's name in logs. */
  name: string;
  /** Cloud Scheduler's App Engine syntax. */
  schedule: string;
  /** The rest of the function's deployment options. */
  options?: Omit<ScheduleOptions, "schedule">;
  /** The job's logic: one service call, given the time so that tests fix the clock. */
  run(now: number): Promise<JobRun>;
}

/**
 * Every scheduled job, declared once: `scheduled-functions.ts` makes each a Cloud Function and the
 * local stack's scheduler (`scripts/lib/scheduled-jobs.mjs`, which the emulator needs since it
 * fires no schedules) runs the same `run` from the build. Every job is idempotent, so a failed run
 * is simply done again by the next one (`retryCount: 0`).
 */
export const scheduledJobs = [
  {
    // Stores each due placement's active experience (the QR code scheduler). The public resolver
    // computes the same answer itself whenever the stored one is stale, so a late or failed run
    // never shows the wrong experience; this keeps the stored value and list views current.
    name: "materialisePlacements",
    schedule: "every 1 minutes",
    options: { retryCount: 0 },
    run: async (now) => ({ ...(await materialiseDuePlacements(now)) }),
  },
  {
    // Publishes the scheduled publishes whose time has come (each claimed in its publish's
    // transaction, so overlapping or late runs publish it once); every minute, so at most a
    // minute late.
    name: "publishScheduledExperiences",
    schedule: "every 1 minutes",
    options: { retryCount: 0, timeoutSeconds: 300 },
    run: async (now) => {
      const result = await publishDueScheduledPublishes(now);
      return { updated: result.published + result.failed, ...result };
    },
  },
  {
    // Attempts the webhook deliveries that are due: retries after their backoff, and any delivery
    // the creation trigger did not send (or whose attempt died mid-way).
    name: "retryWebhookDeliveries",
    schedule: "every 1 minutes",
    options: { retryCount: 0, timeoutSeconds: 300 },
    run: async (now) => {
      const result = await retryDueWebhookDeliveries(now);
      return { updated: result.sent, ...result };
    },
  },
  {
    // Sends the review emails still due: a failed one again (twice more, after 10 minutes and an
    // hour), one whose sender died mid-way or whose trigger never ran (see notification-email.ts).
    name: "retryNotificationEmails",
    schedule: "every 5 minutes",
    // The SMTP password, as the email trigger has it.
    options: { retryCount: 0, timeoutSeconds: 300, secrets: mailSecrets() },
    run: async (now) => {
      const result = await retryDueNotificationEmails(now);
      return { updated: result.sent + result.failed + result.skipped, ...result };
    },
  },
  {
    // Deletes uploads abandoned for a day (their URL long expired) and the files of deleted brands,
    // and fails library models stuck in processing.
    name: "cleanUpStorage",
    schedule: "every 60 minutes",
    options: { retryCount: 0, timeoutSeconds: 540, memory: "512MiB" },
    run: async (now) => {
      const result = await removeAbandonedFiles(now);
      return { updated: result.abandonedUploads + result.deletedBrands + (result.stuckModels ?? 0), ...result };
    },
  },
  {
    // Deletes workspace export archives past their 7 days and fails exports whose builder died.
    name: "expireWorkspaceExportArchives",
    schedule: "every 60 minutes",
    options: { retryCount: 0, timeoutSeconds: 300 },
    run: async (now) => {
      const result = await expireWorkspaceExports(now);
      return { updated: result.expired + result.failed, ...result };
    },
  },
  {
    // Deletes the workspaces whose 7-day grace period after an owner asked for their deletion is
    // over (everything in Firestore, every file, the auth tenant); a run cut off is finished by the next.
    name: "purgeDeletedWorkspaces",
    schedule: "every 60 minutes",
    options: { retryCount: 0, timeoutSeconds: 540, memory: "512MiB" },
    run: async (now) => {
      const result = await purgeDueWorkspaces(now);
      return { updated: result.purged, ...result };
    },
  },
  {
    // Deletes the workspaces made by sign-up whose owner never verified their email.
    name: "cleanUpUnverifiedWorkspaces",
    schedule: "every 60 minutes",
    options: { retryCount: 0, timeoutSeconds: 540 },
    run: async (now) => {
      const result = await deleteUnverifiedWorkspaces(now);
      return { updated: result.deleted + result.verified, ...result };
    },
  },
  {
    // Counts the viewers' new raw events into the daily aggregates the reports read. A run stops
    // after about 50 s and the next one goes on, so runs do not pile up; overlapping runs would
    // still count each event once (see analytics/roll-up.ts). A run that caught up announces the
    // days just ended to the webhooks subscribed to `analytics.daily_ready`.
    name: "rollUpAnalyticsEvents",
    schedule: "every 1 minutes",
    options: { retryCount: 0, timeoutSeconds: 120, maxInstances: 1 },
    run: async (now) => {
      const result = await rollUpAndAnnounce(now, { budgetMs: 50_000 });
      return { updated: result.events + result.announced, ...result };
    },
  },
  {
    // Writes each completed hour of raw events to the workspaces' event exports (those switched on),
    // each hour once (see analytics/event-export.ts), and deletes files past their retention.
    // Every 15 minutes: an hour's file is there at most about 17 minutes after the hour ends.
    name: "exportAnalyticsEvents",
    schedule: "every 15 minutes",
    options: { retryCount: 0, timeoutSeconds: 300, memory: "1GiB", maxInstances: 1 },
    run: async (now) => ({ ...(await exportDueEventHours(now, { budgetMs: 240_000 })) }),
  },
] as const satisfies readonly ScheduledJob[];

export type ScheduledJobName = (typeof scheduledJobs)[number]["name"];
