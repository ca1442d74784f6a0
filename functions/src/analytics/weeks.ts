import { RETENTION_WEEKS } from "@vitrine/contract";
import { formatIsoDate, parseIsoDate, weekdayOf } from "@vitrine/contract/local-time";
import { dayIn } from "./days.js";

/** The Monday ("2026-11-30") of the ISO week a calendar day falls in. */
export function weekStartOf(day: string): string {
  const n = parseIsoDate(day);
  return formatIsoDate(n - weekdayOf(n));
}

/** The Monday of the ISO week an instant falls in on the zone's calendar. */
export const weekStartIn = (timezone: string, instant: number) => weekStartOf(dayIn(timezone, instant));

/** The ISO week's name (`2026-W49`, `2027-W53`): the year is its Thursday's, so a week across New Year belongs to one year. */
export function isoWeekName(day: string): string {
  const thursday = parseIsoDate(weekStartOf(day)) + 3;
  const year = Number(formatIsoDate(thursday).slice(0, 4));
  const week = Math.floor((thursday - parseIsoDate(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Whole weeks from one Monday to another. */
export const weeksBetween = (fromMonday: string, toMonday: string) => Math.round((parseIsoDate(toMonday) - parseIsoDate(fromMonday)) / 7);

export const addWeeks = (monday: string, n: number) => formatIsoDate(parseIsoDate(monday) + 7 * n);

/**
 * What a visitor's active weeks (Mondays) count in the retention cohorts, as `<cohort Monday>:<week
 * offset>` (offset 0: a member of the cohort). The first week starts a cohort; each later week
 * within `RETENTION_WEEKS` of it counts as a return in that week; a week beyond starts the next
 * cohort. A function of the set of weeks alone, so the roll-up counts the difference between what
 * a visitor counted before and after a session, however late or out of order sessions come.
 */
export function retentionCells(weeks: readonly string[]): Set<string> {
  const cells = new Set<string>();
  let cohort: string | null = null;
  for (const week of [...new Set(weeks)].sort()) {
    if (cohort === null || weeksBetween(cohort, week) > RETENTION_WEEKS) cohort = week;
    cells.add(`${cohort}:${weeksBetween(cohort, week)}`);
  }
  return cells;
}

/** The weeks a visitor's state keeps: the last two cohorts' (an earlier cohort can no longer change, and the cells of the rest do not depend on it). */
export function keptWeeks(weeks: readonly string[]): string[] {
  const sorted = [...new Set(weeks)].sort();
  const starts = [...retentionCells(sorted)].filter((cell) => cell.endsWith(":0")).map((cell) => cell.slice(0, cell.indexOf(":")));
  const from = starts.length > 2 ? starts[starts.length - 2]! : sorted[0];
  return sorted.filter((week) => from === undefined || week >= from);
}
