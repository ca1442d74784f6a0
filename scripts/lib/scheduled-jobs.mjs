// The Functions emulator never fires scheduled functions, so the local stack runs their logic
// itself: once a minute, every job of the functions' registry, the same `run` the deployed
// schedules call, in this process (which already points firebase-admin at the emulators).
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The registry of scheduled jobs (functions/src/jobs/scheduled-jobs.ts) as the functions' build has it. */
export const JOBS_MODULE = "functions/lib/jobs/scheduled-jobs.js";

/**
 * Starts running the jobs every `intervalMs` (the first run right away). stop() waits for a run in
 * progress, so the caller may close the firebase-admin app afterwards. `jobs` defaults to the
 * registry in `root`'s build (a test passes its own).
 * @param {{ root?: string, jobs?: { name: string, run: (now: number) => Promise<{ updated: number }> }[], intervalMs?: number, log?: (line: string) => void }} options
 */
export function startScheduledJobs({ root, jobs, intervalMs = 60_000, log = () => {} }) {
  let running = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      let due;
      try {
        due = jobs ?? require(path.join(root, JOBS_MODULE)).scheduledJobs;
      } catch (err) {
        log(`scheduled jobs not loaded from ${JOBS_MODULE}: ${err?.message ?? err}`);
        return;
      }
      for (const job of due) {
        if (stopped) return;
        try {
          const result = await job.run(Date.now());
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
