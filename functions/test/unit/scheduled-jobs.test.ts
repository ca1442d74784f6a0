import { expect } from "chai";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { scheduledJobs } from "../../src/jobs/scheduled-jobs.js";

const FUNCTIONS = path.resolve(__dirname, "../..");
const ROOT = path.dirname(FUNCTIONS);

type LocalScheduler = {
  JOBS_MODULE: string;
  startScheduledJobs(options: { root: string; intervalMs?: number; log?: (line: string) => void }): { stop(): Promise<void> };
};

describe("Scheduled jobs, declared once", () => {
  it("names each job once, with a schedule", () => {
    const names = scheduledJobs.map((job) => job.name);
    expect(new Set(names).size).to.equal(names.length);
    for (const job of scheduledJobs) expect(job.schedule, job.name).to.match(/^every \d+ (minutes|hours)$/);
  });

  it("exports every job of the registry as a scheduled function, on the registry's schedule", () => {
    const index = require("../../src/index.js") as Record<string, { __endpoint?: { scheduleTrigger?: { schedule?: string } } }>;
    for (const job of scheduledJobs) {
      expect(index[job.name], job.name).to.be.a("function");
      expect(index[job.name].__endpoint?.scheduleTrigger?.schedule, job.name).to.equal(job.schedule);
    }
    // And no scheduled function outside it.
    const scheduled = Object.keys(index).filter((name) => index[name]?.__endpoint?.scheduleTrigger);
    expect(scheduled.sort()).to.deep.equal(scheduledJobs.map((job) => job.name).sort());
  });

  it("has the local stack's scheduler run every job of the registry, from the functions' build", async () => {
    const { JOBS_MODULE, startScheduledJobs } = (await import("../../../scripts/lib/scheduled-jobs.mjs")) as LocalScheduler;
    // The module it loads is the build of this registry (src/ compiles to lib/).
    const source = path.join(ROOT, JOBS_MODULE.replace(/^functions\/lib\//, "functions/src/").replace(/\.js$/, ".ts"));
    expect(existsSync(source), source).to.be.true;
    expect(path.relative(ROOT, source).split(path.sep).join("/")).to.equal("functions/src/jobs/scheduled-jobs.ts");

    // A stand-in build whose jobs record their runs instead of touching Firestore.
    const root = mkdtempSync(path.join(os.tmpdir(), "vitrine-jobs-"));
    try {
      const built = path.join(root, JOBS_MODULE);
      mkdirSync(path.dirname(built), { recursive: true });
      writeFileSync(
        built,
        `exports.runs = [];
exports.scheduledJobs = ${JSON.stringify(scheduledJobs.map((job) => job.name))}.map((name) => ({
  name,
  run: async (now) => { exports.runs.push([name, typeof now]); return { updated: 1 }; },
}));`,
      );
      const lines: string[] = [];
      const scheduler = startScheduledJobs({ root, intervalMs: 3_600_000, log: (line) => lines.push(line) });
      // The first run starts at once; each job reports a change, so each logs a line.
      for (let waited = 0; lines.length < scheduledJobs.length && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      await scheduler.stop();
      const { runs } = require(built) as { runs: [string, string][] };
      expect(runs).to.deep.equal(scheduledJobs.map((job) => [job.name, "number"]));
      expect(lines).to.deep.equal(scheduledJobs.map((job) => `scheduled job ${job.name}: {"updated":1}`));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
