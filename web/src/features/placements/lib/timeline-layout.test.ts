import { describe, expect, it } from "vitest";
import { layoutPublishes, layoutTimeline } from "./timeline-layout";
import { wallClockAfter } from "./zoned-time";

describe("timeline layout", () => {
  const timeline = {
    placementId: "p",
    timezone: "Europe/Paris",
    now: "2025-10-25T10:00:00.000Z",
    // Saturday 25 and Sunday 26 October 2025 in Paris: Sunday has 25 hours (clocks fall back).
    from: "2025-10-24T22:00:00.000Z",
    to: "2025-10-26T23:00:00.000Z",
    segments: [
      { from: "2025-10-24T22:00:00.000Z", to: "2025-10-25T08:00:00.000Z", experienceId: "a", source: "default" as const },
      { from: "2025-10-25T08:00:00.000Z", to: "2025-10-26T23:00:00.000Z", experienceId: "b", source: "schedule" as const, scheduleId: "s" },
    ],
  };

  it("places segments, the now marker, and ticks at local midnights and every six local hours", () => {
    const layout = layoutTimeline(timeline, Date.parse(timeline.now));
    const span = 49 * 3_600_000;
    expect(layout.segments[0]).toMatchObject({ left: 0, width: (10 * 3_600_000 * 100) / span });
    expect(layout.segments[1]!.left + layout.segments[1]!.width).toBeCloseTo(100);
    expect(layout.now).toBeCloseTo((12 * 3_600_000 * 100) / span);
    const major = layout.ticks.filter((t) => t.major);
    expect(major.map((t) => t.label)).toEqual(["Sat 25", "Sun 26"]);
    expect(major[1]!.left).toBeCloseTo((24 * 3_600_000 * 100) / span);
    // Sunday 06:00 local is seven real hours after its midnight (02:00-03:00 happened twice).
    const sixOnSunday = layout.ticks.filter((t) => !t.major)[3]!;
    expect(sixOnSunday.label).toBe("06");
    expect(sixOnSunday.left).toBeCloseTo((31 * 3_600_000 * 100) / span);
    expect(layoutTimeline(timeline, Date.parse("2030-01-01T00:00:00Z")).now).toBe(null);
  });

  it("moves wall-clock hours across DST changes", () => {
    const midnight = Date.parse("2025-03-29T23:00:00Z"); // Sunday 30 March 2025, Paris
    expect(new Date(wallClockAfter("Europe/Paris", midnight, 12)).toISOString()).toBe("2025-03-30T10:00:00.000Z");
    expect(new Date(wallClockAfter("Europe/Paris", midnight, 24)).toISOString()).toBe("2025-03-30T22:00:00.000Z");
  });

  it("marks the scheduled publishes of experiences the code shows, within the range, soonest first", () => {
    const publish = (id: string, experienceId: string, publishAt: string) => ({ id, experienceId, experienceName: `Name ${experienceId}`, publishAt });
    const marked = layoutPublishes(timeline, [
      publish("later", "b", "2025-10-26T08:00:00.000Z"),
      publish("soon", "a", "2025-10-25T07:00:00.000Z"),
      publish("not-shown", "c", "2025-10-25T09:00:00.000Z"),
      publish("after-range", "b", "2025-10-26T23:00:00.000Z"),
      publish("before-range", "a", "2025-10-24T21:59:00.000Z"),
    ]);
    const span = 49 * 3_600_000;
    expect(marked.map((p) => p.id)).toEqual(["soon", "later"]);
    expect(marked[0]!.left).toBeCloseTo((9 * 3_600_000 * 100) / span);
    expect(marked[1]).toMatchObject({ experienceName: "Name b", left: (34 * 3_600_000 * 100) / span });
  });

  it("puts the flags of close publishes on rows of their own, and turns late ones left", () => {
    const at = (id: string, hours: number) => ({
      id,
      experienceId: "b",
      experienceName: "B",
      publishAt: new Date(Date.parse(timeline.from) + hours * 3_600_000).toISOString(),
    });
    // 49 hours: a flag spans about ten of them.
    const marked = layoutPublishes(timeline, [at("first", 10), at("close", 12), at("apart", 22), at("late", 47), at("late-close", 46)]);
    expect(marked.map((p) => [p.id, p.row, p.pointsLeft])).toEqual([
      ["first", 0, false],
      ["close", 1, false],
      ["apart", 0, false],
      ["late-close", 0, true],
      ["late", 1, true],
    ]);
  });
});
