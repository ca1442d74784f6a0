import { expect } from "chai";
import { findConflicts } from "../../src/scheduling/conflicts.js";
import { instantToLocal, localToInstant, offsetMinutesAt, parseIsoDate } from "@vitrine/contract/local-time";
import { activeAt, resolveAt, timeline, type PlacementRules } from "../../src/scheduling/resolve-placement.js";
import { isOnAt, nextBoundaryOf, windowsOf, type ScheduleRule } from "../../src/scheduling/schedule-windows.js";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function rule(overrides: Partial<ScheduleRule>): ScheduleRule {
  return {
    id: "s1",
    experienceId: "expA",
    label: "",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    timezone: "Europe/Paris",
    priority: 0,
    ...overrides,
  };
}

const windows = (r: ScheduleRule, from: string, to: string) => windowsOf(r, at(from), at(to)).map((w) => [iso(w.start), iso(w.end)]);

describe("Scheduling: local time in IANA zones", () => {
  it("knows each zone's offset, summer and winter", () => {
    expect(offsetMinutesAt("Europe/Paris", at("2025-06-14T12:00:00Z"))).to.equal(120);
    expect(offsetMinutesAt("Europe/Paris", at("2025-01-14T12:00:00Z"))).to.equal(60);
    expect(offsetMinutesAt("America/New_York", at("2025-01-14T12:00:00Z"))).to.equal(-300);
    expect(offsetMinutesAt("Asia/Kolkata", at("2025-01-14T12:00:00Z"))).to.equal(330);
    expect(offsetMinutesAt("UTC", at("2025-01-14T12:00:00Z"))).to.equal(0);
  });

  it("turns wall-clock times into instants, moving skipped times forward and taking the first of repeated ones", () => {
    const paris = (date: string, h: number, m = 0) => iso(localToInstant("Europe/Paris", parseIsoDate(date), h * 60 + m));
    expect(paris("2025-06-14", 10)).to.equal("2025-06-14T08:00:00.000Z");
    expect(paris("2025-01-14", 10)).to.equal("2025-01-14T09:00:00.000Z");
    // 2025-03-30: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist and means 03:30.
    expect(paris("2025-03-30", 2, 30)).to.equal("2025-03-30T01:30:00.000Z");
    expect(paris("2025-03-30", 3)).to.equal("2025-03-30T01:00:00.000Z");
    expect(paris("2025-03-30", 1, 59)).to.equal("2025-03-30T00:59:00.000Z");
    // 2025-10-26: 03:00 CEST falls back to 02:00 CET; 02:30 happens twice, first in CEST.
    expect(paris("2025-10-26", 2, 30)).to.equal("2025-10-26T00:30:00.000Z");
    expect(paris("2025-10-26", 3)).to.equal("2025-10-26T02:00:00.000Z");
    const ny = (date: string, h: number, m = 0) => iso(localToInstant("America/New_York", parseIsoDate(date), h * 60 + m));
    expect(ny("2025-03-09", 2, 30)).to.equal("2025-03-09T07:30:00.000Z");
    expect(ny("2025-11-02", 1, 30)).to.equal("2025-11-02T05:30:00.000Z");
    // Zones far from UTC, with DST: Auckland springs forward at 02:00 on 2025-09-28.
    const akl = (date: string, h: number, m = 0) => iso(localToInstant("Pacific/Auckland", parseIsoDate(date), h * 60 + m));
    expect(akl("2025-09-28", 0, 30)).to.equal("2025-09-27T12:30:00.000Z");
    expect(akl("2025-09-28", 3)).to.equal("2025-09-27T14:00:00.000Z");
    expect(akl("2025-09-28", 23)).to.equal("2025-09-28T10:00:00.000Z");
  });

  it("reads instants back as local day and minutes", () => {
    const local = instantToLocal("America/Los_Angeles", at("2025-06-15T03:30:00Z"));
    expect(local).to.deep.equal({ day: parseIsoDate("2025-06-14"), minutes: 20 * 60 + 30 });
  });
});

describe("Scheduling: windows of one schedule", () => {
  it("opens one window per allowed day, in the schedule's zone, end date inclusive", () => {
    const r = rule({ startDate: "2025-06-13", endDate: "2025-06-15", weekdays: ["sat", "sun"], dailyWindow: { start: "10:00", end: "18:00" } });
    expect(windows(r, "2025-06-01T00:00:00Z", "2025-07-01T00:00:00Z")).to.deep.equal([
      ["2025-06-14T08:00:00.000Z", "2025-06-14T16:00:00.000Z"],
      ["2025-06-15T08:00:00.000Z", "2025-06-15T16:00:00.000Z"],
    ]);
  });

  it("makes consecutive whole days one window that lasts 23 hours over a spring-forward day and 25 over a fall-back day", () => {
    const spring = windowsOf(rule({ startDate: "2025-03-30", endDate: "2025-03-30" }), 0, at("2030-01-01T00:00:00Z"));
    expect(spring.map((w) => [iso(w.start), (w.end - w.start) / HOUR])).to.deep.equal([["2025-03-29T23:00:00.000Z", 23]]);
    const autumn = windowsOf(rule({ startDate: "2025-10-26", endDate: "2025-10-26" }), 0, at("2030-01-01T00:00:00Z"));
    expect(autumn.map((w) => [iso(w.start), (w.end - w.start) / HOUR])).to.deep.equal([["2025-10-25T22:00:00.000Z", 25]]);
    const week = windows(rule({ startDate: "2025-06-09", endDate: "2025-06-15" }), "2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z");
    expect(week).to.deep.equal([["2025-06-08T22:00:00.000Z", "2025-06-15T22:00:00.000Z"]]);
  });

  it("has no 02:00-03:00 window on the spring-forward day (those local times do not exist) and a normal one the day after", () => {
    const r = rule({ startDate: "2025-03-29", endDate: "2025-03-31", dailyWindow: { start: "02:00", end: "03:00" } });
    expect(windows(r, "2025-03-01T00:00:00Z", "2025-04-30T00:00:00Z")).to.deep.equal([
      ["2025-03-29T01:00:00.000Z", "2025-03-29T02:00:00.000Z"],
      ["2025-03-31T00:00:00.000Z", "2025-03-31T01:00:00.000Z"],
    ]);
  });

  it("gives a window across the fall-back hour its real length (01:00-04:00 lasts four hours)", () => {
    const r = rule({ startDate: "2025-10-26", endDate: "2025-10-26", dailyWindow: { start: "01:00", end: "04:00" } });
    const [w] = windowsOf(r, 0, at("2030-01-01T00:00:00Z"));
    expect([iso(w!.start), iso(w!.end)]).to.deep.equal(["2025-10-25T23:00:00.000Z", "2025-10-26T03:00:00.000Z"]);
    // 02:30 local happens twice; both are inside.
    expect(isOnAt(r, at("2025-10-26T00:30:00Z"))).to.equal(true);
    expect(isOnAt(r, at("2025-10-26T01:30:00Z"))).to.equal(true);
  });

  it("runs a window that crosses midnight into the next day, from the days it starts on only", () => {
    const r = rule({ startDate: "2025-06-01", endDate: "2025-06-30", weekdays: ["fri"], dailyWindow: { start: "22:00", end: "02:00" } });
    expect(isOnAt(r, at("2025-06-13T20:00:00Z"))).to.equal(true); // Fri 22:00 Paris
    expect(isOnAt(r, at("2025-06-13T23:59:00Z"))).to.equal(true); // Sat 01:59 Paris
    expect(isOnAt(r, at("2025-06-14T00:00:00Z"))).to.equal(false); // Sat 02:00 Paris
    expect(isOnAt(r, at("2025-06-12T23:00:00Z"))).to.equal(false); // Fri 01:00 Paris: Thursday's window would be, Thursday is not allowed
    // The window starting on the end date still runs into the day after it.
    const lastDay = rule({ startDate: "2025-06-27", endDate: "2025-06-27", dailyWindow: { start: "22:00", end: "02:00" } });
    expect(windows(lastDay, "2025-06-01T00:00:00Z", "2025-07-31T00:00:00Z")).to.deep.equal([["2025-06-27T20:00:00.000Z", "2025-06-28T00:00:00.000Z"]]);
  });

  it("crosses midnight into a spring-forward night correctly (22:00-03:00 lasts four hours that night)", () => {
    const r = rule({ startDate: "2025-03-29", endDate: "2025-03-29", dailyWindow: { start: "22:00", end: "03:00" } });
    const [w] = windowsOf(r, 0, at("2030-01-01T00:00:00Z"));
    expect([iso(w!.start), (w!.end - w!.start) / HOUR]).to.deep.equal(["2025-03-29T21:00:00.000Z", 4]);
  });

  it("finds the next switch of a schedule, also when it starts years ahead or has ended", () => {
    const r = rule({ startDate: "2027-02-01", endDate: "2027-02-28", weekdays: ["wed"], dailyWindow: { start: "09:00", end: "17:00" } });
    expect(iso(nextBoundaryOf(r, at("2025-06-14T00:00:00Z"))!)).to.equal("2027-02-03T08:00:00.000Z");
    expect(iso(nextBoundaryOf(r, at("2027-02-03T09:00:00Z"))!)).to.equal("2027-02-03T16:00:00.000Z");
    expect(iso(nextBoundaryOf(r, at("2027-02-03T16:00:00Z"))!)).to.equal("2027-02-10T08:00:00.000Z");
    expect(nextBoundaryOf(r, at("2027-02-24T16:00:00Z"))).to.equal(null);
  });
});

describe("Scheduling: what a placement shows", () => {
  const rules: PlacementRules = {
    defaultExperienceId: "default",
    schedules: [
      rule({ id: "june", experienceId: "summer", startDate: "2025-06-01", endDate: "2025-06-30", priority: 1 }),
      rule({
        id: "weekend",
        experienceId: "weekend",
        startDate: "2025-06-01",
        endDate: "2025-08-31",
        weekdays: ["sat", "sun"],
        dailyWindow: { start: "10:00", end: "18:00" },
        priority: 5,
      }),
    ],
  };

  it("shows the highest priority schedule that is on, else the default", () => {
    expect(activeAt(rules, at("2025-06-14T10:00:00Z"))).to.deep.equal({ experienceId: "weekend", source: "schedule", scheduleId: "weekend" });
    expect(activeAt(rules, at("2025-06-14T18:00:00Z"))).to.deep.equal({ experienceId: "summer", source: "schedule", scheduleId: "june" });
    expect(activeAt(rules, at("2025-06-11T10:00:00Z"))).to.deep.equal({ experienceId: "summer", source: "schedule", scheduleId: "june" });
    expect(activeAt(rules, at("2025-07-02T10:00:00Z"))).to.deep.equal({ experienceId: "default", source: "default" });
    expect(activeAt({ defaultExperienceId: null, schedules: [] }, 0)).to.deep.equal({ experienceId: null, source: "default" });
  });

  it("says until when the answer holds: the next boundary where the experience changes", () => {
    expect(iso(resolveAt(rules, at("2025-06-14T10:00:00Z")).validUntil!)).to.equal("2025-06-14T16:00:00.000Z");
    expect(iso(resolveAt(rules, at("2025-06-14T16:00:00Z")).validUntil!)).to.equal("2025-06-15T08:00:00.000Z");
    // In July only weekends switch anything.
    expect(iso(resolveAt(rules, at("2025-07-01T12:00:00Z")).validUntil!)).to.equal("2025-07-05T08:00:00.000Z");
    // After the last schedule nothing will change again.
    expect(resolveAt(rules, at("2025-09-01T00:00:00Z"))).to.deep.include({ experienceId: "default", validUntil: null });
    expect(resolveAt({ defaultExperienceId: "x", schedules: [] }, 0).validUntil).to.equal(null);
  });

  it("skips boundaries where the experience stays the same (a schedule showing the default)", () => {
    const same: PlacementRules = {
      defaultExperienceId: "A",
      schedules: [
        rule({ id: "a", experienceId: "A", startDate: "2025-06-01", endDate: "2025-06-10", dailyWindow: { start: "09:00", end: "10:00" } }),
        rule({ id: "b", experienceId: "B", startDate: "2025-06-20", endDate: "2025-06-20" }),
      ],
    };
    const r = resolveAt(same, at("2025-06-01T00:00:00Z"));
    expect(r.experienceId).to.equal("A");
    expect(iso(r.validUntil!)).to.equal("2025-06-19T22:00:00.000Z");
  });

  it("lays out a timeline of contiguous segments, merged where nothing changes", () => {
    const segments = timeline(rules, at("2025-06-13T22:00:00Z"), at("2025-06-16T22:00:00Z")); // Sat..Mon in Paris
    expect(segments.map((s) => [iso(s.from), iso(s.to), s.experienceId, s.source])).to.deep.equal([
      ["2025-06-13T22:00:00.000Z", "2025-06-14T08:00:00.000Z", "summer", "schedule"],
      ["2025-06-14T08:00:00.000Z", "2025-06-14T16:00:00.000Z", "weekend", "schedule"],
      ["2025-06-14T16:00:00.000Z", "2025-06-15T08:00:00.000Z", "summer", "schedule"],
      ["2025-06-15T08:00:00.000Z", "2025-06-15T16:00:00.000Z", "weekend", "schedule"],
      ["2025-06-15T16:00:00.000Z", "2025-06-16T22:00:00.000Z", "summer", "schedule"],
    ]);
    const end = timeline(rules, at("2025-06-29T22:00:00Z"), at("2025-07-01T22:00:00Z"));
    expect(end.map((s) => [iso(s.from), iso(s.to), s.experienceId])).to.deep.equal([
      ["2025-06-29T22:00:00.000Z", "2025-06-30T22:00:00.000Z", "summer"],
      ["2025-06-30T22:00:00.000Z", "2025-07-01T22:00:00.000Z", "default"],
    ]);
  });

  it("agrees between the timeline and the resolver at every segment", () => {
    const from = at("2025-05-28T00:00:00Z");
    for (const s of timeline(rules, from, from + 40 * 24 * HOUR)) {
      expect(resolveAt(rules, s.from).experienceId).to.equal(s.experienceId);
      expect(resolveAt(rules, s.to - 1).experienceId).to.equal(s.experienceId);
    }
  });
});

describe("Scheduling: same-priority conflicts", () => {
  const weekend = rule({ id: "a", weekdays: ["sat", "sun"], dailyWindow: { start: "10:00", end: "18:00" } });

  it("reports overlapping schedules with their first overlapping window", () => {
    const saturdays = rule({
      id: "b",
      experienceId: "expB",
      startDate: "2025-06-01",
      endDate: "2025-06-30",
      weekdays: ["sat"],
      dailyWindow: { start: "17:00", end: "20:00" },
    });
    const [c, ...more] = findConflicts([weekend, saturdays]);
    expect(more).to.have.length(0);
    expect(c).to.deep.include({ first: 0, second: 1 });
    expect([iso(c!.overlap.start), iso(c!.overlap.end)]).to.deep.equal(["2025-06-07T15:00:00.000Z", "2025-06-07T16:00:00.000Z"]);
  });

  it("accepts different priorities, other weekdays, touching windows and separate date ranges", () => {
    const weekdays = rule({ id: "b", weekdays: ["mon", "tue", "wed", "thu", "fri"] });
    const later = rule({ id: "c", weekdays: ["sat"], dailyWindow: { start: "18:00", end: "22:00" } });
    const higher = rule({ id: "d", priority: 3 });
    const before = rule({ id: "e", startDate: "2024-01-01", endDate: "2024-12-31" });
    expect(findConflicts([weekend, weekdays, later, higher, before])).to.deep.equal([]);
  });

  it("compares windows in different zones as instants", () => {
    const paris = rule({ id: "p", startDate: "2025-06-10", endDate: "2025-06-10", dailyWindow: { start: "10:00", end: "11:00" } });
    const london = rule({ id: "l", timezone: "Europe/London", startDate: "2025-06-10", endDate: "2025-06-10", dailyWindow: { start: "09:30", end: "10:30" } });
    const [c] = findConflicts([paris, london]);
    expect([iso(c!.overlap.start), iso(c!.overlap.end)]).to.deep.equal(["2025-06-10T08:30:00.000Z", "2025-06-10T09:00:00.000Z"]);
    const tokyo = rule({ id: "t", timezone: "Asia/Tokyo", startDate: "2025-06-10", endDate: "2025-06-10", dailyWindow: { start: "10:00", end: "11:00" } });
    expect(findConflicts([paris, tokyo])).to.deep.equal([]);
  });

  it("sees overlaps past midnight and on the day after a range's end", () => {
    const late = rule({ id: "late", startDate: "2025-06-13", endDate: "2025-06-13", dailyWindow: { start: "22:00", end: "02:00" } });
    const early = rule({ id: "early", startDate: "2025-06-14", endDate: "2025-06-30", dailyWindow: { start: "01:00", end: "03:00" } });
    const [c] = findConflicts([late, early]);
    expect([iso(c!.overlap.start), iso(c!.overlap.end)]).to.deep.equal(["2025-06-13T23:00:00.000Z", "2025-06-14T00:00:00.000Z"]);
  });

  it("is exact over long ranges: one Monday four years in is found", () => {
    const mondays = rule({ id: "m", startDate: "2025-01-01", endDate: "2029-12-31", weekdays: ["mon"], dailyWindow: { start: "09:00", end: "09:15" } });
    const once = rule({ id: "o", startDate: "2029-03-05", endDate: "2029-03-05", dailyWindow: { start: "09:14", end: "09:20" } });
    const [c] = findConflicts([mondays, once]);
    expect([iso(c!.overlap.start), iso(c!.overlap.end)]).to.deep.equal(["2029-03-05T08:14:00.000Z", "2029-03-05T08:15:00.000Z"]);
    const tuesday = rule({ id: "o", startDate: "2029-03-06", endDate: "2029-03-06", dailyWindow: { start: "09:00", end: "09:20" } });
    expect(findConflicts([mondays, tuesday])).to.deep.equal([]);
  });

  it("does not call a 02:00-03:00 window on the spring-forward day a conflict with that night's other schedule", () => {
    const gap = rule({ id: "g", startDate: "2025-03-30", endDate: "2025-03-30", dailyWindow: { start: "02:00", end: "03:00" } });
    const night = rule({ id: "n", startDate: "2025-03-30", endDate: "2025-03-30", dailyWindow: { start: "03:00", end: "05:00" } });
    expect(findConflicts([gap, night])).to.deep.equal([]);
  });
});

describe("Scheduling: the materialised answer with a fixed clock, across DST changes", () => {
  const rules = (dailyWindow: { start: string; end: string }, startDate: string, endDate: string): PlacementRules => ({
    defaultExperienceId: "default",
    schedules: [rule({ id: "night", experienceId: "night", startDate, endDate, dailyWindow, priority: 1 })],
  });

  it("holds a 01:00-04:00 window for four real hours on the fall-back night, then the default for good", () => {
    const r = rules({ start: "01:00", end: "04:00" }, "2025-10-26", "2025-10-26");
    expect(resolveAt(r, at("2025-10-25T22:59:00Z"))).to.deep.include({ experienceId: "default", validUntil: at("2025-10-25T23:00:00Z") });
    // 02:30 CEST and 02:30 CET (an hour later) are both inside.
    expect(resolveAt(r, at("2025-10-26T00:30:00Z"))).to.deep.include({ experienceId: "night", validUntil: at("2025-10-26T03:00:00Z") });
    expect(resolveAt(r, at("2025-10-26T01:30:00Z"))).to.deep.include({ experienceId: "night", validUntil: at("2025-10-26T03:00:00Z") });
    expect(resolveAt(r, at("2025-10-26T03:00:00Z"))).to.deep.include({ experienceId: "default", validUntil: null });
  });

  it("skips the nonexistent 02:00-03:00 on the spring-forward night and switches at the next real one", () => {
    const r = rules({ start: "02:00", end: "03:00" }, "2025-03-29", "2025-03-31");
    expect(resolveAt(r, at("2025-03-30T00:30:00Z"))).to.deep.include({ experienceId: "default", validUntil: at("2025-03-31T00:00:00Z") });
    expect(resolveAt(r, at("2025-03-31T00:00:00Z"))).to.deep.include({ experienceId: "night", validUntil: at("2025-03-31T01:00:00Z") });
  });

  it("runs a 22:00-02:00 window across the spring-forward night: four real hours", () => {
    const r = rules({ start: "22:00", end: "02:00" }, "2025-03-29", "2025-03-29");
    // 22:00 CET Saturday = 21:00 UTC; 02:00 Sunday does not exist and means 03:00 CEST = 01:00 UTC.
    expect(resolveAt(r, at("2025-03-29T21:00:00Z"))).to.deep.include({ experienceId: "night", validUntil: at("2025-03-30T01:00:00Z") });
  });

  it("gives the same answer whichever instant inside a segment the clock reads (idempotent recomputation)", () => {
    const r = rules({ start: "01:00", end: "04:00" }, "2025-10-20", "2025-10-30");
    const first = resolveAt(r, at("2025-10-26T00:10:00Z"));
    for (let t = at("2025-10-26T00:10:00Z"); t < first.validUntil!; t += 7 * 60_000) {
      expect(resolveAt(r, t)).to.deep.include({ experienceId: first.experienceId, validUntil: first.validUntil });
    }
  });
});
