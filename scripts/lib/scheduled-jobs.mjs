// The Functions emulator never fires scheduled functions, so the local stack runs their logic
// itself: once a minute, the same service functions the deployed schedules call, in this process
// (which already points firebase-admin at the emulators).
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Each deployed schedule's logic, as functions/lib exports it. */
const JOBS = [
  {
    name: "materialisePlacements",
    module: "functions/lib/placements/placements.js",
    run: (lib) => lib.materialiseDuePlacements(Date.now()),
  },
  {
    name: "retryWebhookDeliveries",
    module: "functions/lib/webhooks/deliveries.js",
    run: async (lib) => {
      const result = await lib.retryDueWebhookDeliveries(Date.now());
      return result.sent > 0 ? { updated: result.sent, ...result } : result;
    },
  },
  {
    name: "cleanUpStorage",
    module: "functions/lib/uploads/storage-cleanup.js",
    run: async (lib) => {
      const result = await lib.removeAbandonedFiles(Date.now());
      const updated = result.abandonedUploads + result.deletedBrands + (result.stuckModels ?? 0);
      return updated > 0 ? { updated, ...result } : result;
    },
  },
  {
    name: "expireWorkspaceExportArchives",
    module: "functions/lib/workspace-exports/expiry.js",
    run: async (lib) => {
      const result = await lib.expireWorkspaceExports(Date.now());
      return result.expired + result.failed > 0 ? { updated: result.expired + result.failed, ...result } : result;
    },
  },
  {
    name: "purgeDeletedWorkspaces",
    module: "functions/lib/tenants/workspace-deletion.js",
    run: async (lib) => {
      const result = await lib.purgeDueWorkspaces(Date.now());
      return result.purged > 0 ? { updated: result.purged, ...result } : result;
    },
  },
  {
    name: "cleanUpUnverifiedWorkspaces",
    module: "functions/lib/sign-up/unverified-workspaces.js",
    run: async (lib) => {
      const result = await lib.deleteUnverifiedWorkspaces(Date.now());
      return result.deleted + result.verified > 0 ? { updated: result.deleted + result.verified, ...result } : result;
    },
  },
  {
    name: "rollUpAnalyticsEvents",
    module: "functions/lib/analytics/daily-ready.js",
    run: async (lib) => {
      const result = await lib.rollUpAndAnnounce(Date.now(), { budgetMs: 50_000 });
      return result.events + result.announced > 0 ? { updated: result.events + result.announced, ...result } : result;
    },
  },
];

/**
 * Starts running the jobs every `intervalMs` (the first run right away). stop() waits for a run in
 * progress, so the caller may close the firebase-admin app afterwards.
 * @param {{ root: string, intervalMs?: number, log?: (line: string) => void }} options
 */
export function startScheduledJobs({ root, intervalMs = 60_000, log = () => {} }) {
  let running = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const job of JOBS) {
        if (stopped) return;
        try {
          const result = await job.run(require(path.join(root, job.module)));
          if (result?.updated) log(`scheduled job ${job.name}: ${JSON.stringify(result)}`);
        } catch (err) {
          log(`scheduled job ${job.name} failed: ${err?.message ?? err}`);
        }
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
