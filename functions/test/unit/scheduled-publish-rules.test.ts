import { expect } from "chai";
import { scheduledInstant } from "@vitrine/contract";
import { isDue, publishTime } from "../../src/manifests/scheduled-publish-rules.js";

const MINUTE = 60_000;
const t = (iso: string) => Date.parse(iso);

/** The clock the job would run with, one minute either side of the scheduled instant. */
function dueAround(localDateTime: string, timezone: string) {
  const scheduledAt = t("2026-01-01T00:00:00Z");
  const time = publishTime(localDateTime, timezone, scheduledAt);
  if (!("publishAt" in time)) throw new Error(time.problem.message);
  const entry = { status: "scheduled" as const, publishAt: time.publishAt };
  return { publishAt: time.publishAt, before: isDue(entry, time.publishAt - MINUTE), after: isDue(entry, time.publishAt + MINUTE) };
}

describe("Scheduled publishes: when an entry is due", () => {
  it("is not due a minute before its time and due a minute after, on Paris's spring-forward day", () => {
    // 2026-03-29: Paris goes from 02:00 CET to 03:00 CEST; 09:00 that morning is 07:00 UTC.
    const nine = dueAround("2026-03-29T09:00", "Europe/Paris");
    expect(new Date(nine.publishAt).toISOString()).to.equal("2026-03-29T07:00:00.000Z");
    expect(nine).to.include({ before: false, after: true });
    // The evening before is still CET: 09:00 the day before is 08:00 UTC.
    expect(new Date(dueAround("2026-03-28T09:00", "Europe/Paris").publishAt).toISOString()).to.equal("2026-03-28T08:00:00.000Z");
  });

  it("publishes a time the spring-forward gap skips at the gap's end (02:30 -> 03:30 CEST)", () => {
    const skipped = dueAround("2026-03-29T02:30", "Europe/Paris");
    expect(new Date(skipped.publishAt).toISOString()).to.equal("2026-03-29T01:30:00.000Z");
    expect(skipped).to.include({ before: false, after: true });
  });

  it("publishes a time the fall-back repeats at its first occurrence, and New York's own change day", () => {
    // 2026-10-25: Paris's 02:00-03:00 happens twice; the first (CEST, UTC+2) is 00:30 UTC.
    const repeated = dueAround("2026-10-25T02:30", "Europe/Paris");
    expect(new Date(repeated.publishAt).toISOString()).to.equal("2026-10-25T00:30:00.000Z");
    expect(repeated).to.include({ before: false, after: true });
    // 2026-03-08: New York springs forward; 09:00 EDT is 13:00 UTC (the day before, EST: 14:00).
    expect(new Date(dueAround("2026-03-08T09:00", "America/New_York").publishAt).toISOString()).to.equal("2026-03-08T13:00:00.000Z");
    expect(new Date(dueAround("2026-03-07T09:00", "America/New_York").publishAt).toISOString()).to.equal("2026-03-07T14:00:00.000Z");
  });

  it("is due however late the job runs, and never once it is published, cancelled or failed", () => {
    const publishAt = t("2026-03-29T07:00:00Z");
    expect(isDue({ status: "scheduled", publishAt }, publishAt)).to.equal(true);
    expect(isDue({ status: "scheduled", publishAt }, publishAt + 3 * 86_400_000)).to.equal(true);
    for (const status of ["published", "cancelled", "failed"] as const) expect(isDue({ status, publishAt }, publishAt + MINUTE), status).to.equal(false);
  });

  it("refuses a time already past or more than a year ahead", () => {
    const now = t("2026-03-29T07:00:00Z");
    expect(publishTime("2026-03-29T09:00", "Europe/Paris", now)).to.deep.equal({ problem: { path: "localDateTime", message: "Pick a time in the future" } });
    expect(publishTime("2026-03-29T09:01", "Europe/Paris", now)).to.deep.equal({ publishAt: now + MINUTE });
    expect(publishTime("2027-04-01T09:00", "Europe/Paris", now)).to.deep.equal({ problem: { path: "localDateTime", message: "Pick a time within a year" } });
    expect(scheduledInstant("2026-06-01T00:00", "UTC")).to.equal(t("2026-06-01T00:00:00Z"));
  });
});
