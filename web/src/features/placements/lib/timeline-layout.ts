import type { PlacementTimeline, ScheduledPublish, TimelineSegment } from "@vitrine/contract";
import { formatInZone, wallClockAfter } from "./zoned-time";

export interface PositionedSegment extends TimelineSegment {
  /** Percentages of the bar. */
  left: number;
  width: number;
}

export interface Tick {
  left: number;
  label: string;
  /** Midnights are drawn stronger and carry the day's name. */
  major: boolean;
}

export interface TimelineLayout {
  segments: PositionedSegment[];
  ticks: Tick[];
  /** Where "now" is, or null when outside the range. */
  now: number | null;
}

/**
 * Where everything goes on the bar: segments, a tick at each local midnight (named by its day)
 * and every `hourStep` hours between (in the timeline's zone, DST-aware), and the "now" marker.
 */
export function layoutTimeline(timeline: PlacementTimeline, nowMs: number, hourStep = 6, locale?: string): TimelineLayout {
  const from = Date.parse(timeline.from);
  const to = Date.parse(timeline.to);
  const span = to - from;
  const pct = (ms: number) => ((ms - from) / span) * 100;
  const tz = timeline.timezone;

  const segments = timeline.segments.map((s) => ({ ...s, left: pct(Date.parse(s.from)), width: pct(Date.parse(s.to)) - pct(Date.parse(s.from)) }));

  const ticks: Tick[] = [];
  let midnight = from;
  while (midnight < to) {
    ticks.push({ left: pct(midnight), label: formatInZone(midnight, tz, { weekday: "short", day: "numeric" }, locale), major: true });
    for (let h = hourStep; h < 24; h += hourStep) {
      const at = wallClockAfter(tz, midnight, h);
      if (at < to) ticks.push({ left: pct(at), label: String(h).padStart(2, "0"), major: false });
    }
    midnight = wallClockAfter(tz, midnight, 24);
  }
  return { segments, ticks, now: nowMs >= from && nowMs < to ? pct(nowMs) : null };
}

/** A scheduled publish as the timeline marks it. */
export type UpcomingPublish = Pick<ScheduledPublish, "id" | "experienceId" | "experienceName" | "publishAt">;

export interface PositionedPublish extends UpcomingPublish {
  /** Percentage of the bar. */
  left: number;
  /** The flag's row under the bar (0 nearest): flags of close publishes go on rows of their own. */
  row: number;
  /** Past the bar's middle a flag points left, so one late in the week stays on the chart. */
  pointsLeft: boolean;
}

/**
 * How much of the bar a flag may take, in percent: its CSS max-width over the chart's min-width
 * (130px of 640px), so that flags on one row never overlap at any width.
 */
export const PUBLISH_FLAG_SPAN = 21;

/**
 * The brand's scheduled publishes that concern this QR code: of an experience it shows at some
 * point of the range, due within the range; soonest first. A publish of an experience the code
 * never shows in these days changes nothing a shopper scanning it would see.
 */
export function layoutPublishes(timeline: PlacementTimeline, publishes: readonly UpcomingPublish[]): PositionedPublish[] {
  const from = Date.parse(timeline.from);
  const to = Date.parse(timeline.to);
  const shown = new Set(timeline.segments.map((s) => s.experienceId).filter((id): id is string => id !== null));
  const rows: [number, number][][] = [];
  return publishes
    .map((p) => ({ ...p, at: Date.parse(p.publishAt) }))
    .filter((p) => shown.has(p.experienceId) && p.at >= from && p.at < to)
    .sort((a, b) => a.at - b.at)
    .map(({ at, ...p }) => {
      const left = ((at - from) / (to - from)) * 100;
      const pointsLeft = left > 50;
      const taken: [number, number] = pointsLeft ? [left - PUBLISH_FLAG_SPAN, left] : [left, left + PUBLISH_FLAG_SPAN];
      let row = rows.findIndex((flags) => flags.every(([start, end]) => taken[1] <= start || end <= taken[0]));
      if (row === -1) row = rows.push([]) - 1;
      rows[row]!.push(taken);
      return { ...p, left, row, pointsLeft };
    });
}
