import { logger } from "firebase-functions";
import { onSchedule, type ScheduleFunction } from "firebase-functions/v2/scheduler";
import { scheduledJobs, type ScheduledJob, type ScheduledJobName } from "./scheduled-jobs.js";

/** A job as a Cloud Function; the registry (`scheduled-jobs.ts`) is kept free of firebase-functions so the local scheduler loads only the services. */
function scheduledFunction(job: ScheduledJob): ScheduleFunction {
  return onSchedule({ ...job.options, schedule: job.schedule }, async (event) => {
    // Never earlier than the time it was scheduled for, nor than now (a late start).
    const now = Math.max(Date.parse(event.scheduleTime) || 0, Date.now());
    const result = await job.run(now);
    if (result.updated > 0) logger.info(`scheduled job ${job.name}`, { ...result, scheduleTime: event.scheduleTime });
  });
}

/** Every job of the registry by its name; `src/index.ts` exports each. */
export const scheduledFunctions = Object.fromEntries(scheduledJobs.map((job) => [job.name, scheduledFunction(job)])) as Record<
  ScheduledJobName,
  ScheduleFunction
>;
