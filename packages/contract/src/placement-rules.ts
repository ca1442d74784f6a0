/**
 * A placement's smart rules and experiment, as pure functions shared by the public resolver, the
 * console's "who sees what" preview and the tests. No imports at all (like `local-time.ts`), so
 * any screen can use it without loading zod.
 *
 * Rules are tried in order; the first whose every condition holds decides the experience. A rule's
 * absent condition holds for everyone. When no rule matches, the schedules decide as before (the
 * highest-priority schedule on, else the default; a running experiment takes the default's place).
 */

export const deviceKinds = ["ios", "android", "desktop"] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export interface RuleConditions {
  /** null or absent = any device. */
  devices?: readonly DeviceKind[] | null;
  /** Primary language subtags (`fr`, `de`), lower-case; null or absent = any language. */
  languages?: readonly string[] | null;
  /** Only the first N scans of the placement match; null or absent = every scan. */
  firstScans?: number | null;
  /** ISO instants: on from `from` (inclusive) until `to` (exclusive); null or absent = open-ended. */
  from?: string | null;
  to?: string | null;
}

export interface SmartRule {
  id: string;
  label: string;
  experienceId: string;
  when: RuleConditions;
}

/** What the resolver knows of one scan. */
export interface VisitorContext {
  now: number;
  device: DeviceKind;
  /** The visitor's preferred language tag (any case, `fr-CA` or `fr`); null = unknown. */
  language: string | null;
  /** Scans of the placement counted before this one. */
  scans: number;
}

/** `fr-CA` -> `fr`; null for anything that is not a language tag. */
export function primaryLanguage(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const match = /^\s*([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{1,8})*\s*$/.exec(tag);
  return match ? match[1]!.toLowerCase() : null;
}

const instant = (iso: string | null | undefined): number | null => {
  if (iso === null || iso === undefined) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

const isSet = <T>(list: readonly T[] | null | undefined): list is readonly T[] => !!list && list.length > 0;

/** Whether every condition of a rule holds for a visitor. */
export function ruleMatches(when: RuleConditions, context: VisitorContext): boolean {
  if (isSet(when.devices) && !when.devices.includes(context.device)) return false;
  if (isSet(when.languages)) {
    const language = primaryLanguage(context.language);
    if (language === null || !when.languages.some((l) => l.toLowerCase() === language)) return false;
  }
  if (when.firstScans !== null && when.firstScans !== undefined && !(context.scans < when.firstScans)) return false;
  const from = instant(when.from);
  if (from !== null && context.now < from) return false;
  const to = instant(when.to);
  if (to !== null && context.now >= to) return false;
  return true;
}

/** The index of the first rule that matches, or -1 (then the schedules decide). */
export function firstMatchingRule(rules: readonly SmartRule[], context: VisitorContext): number {
  for (let i = 0; i < rules.length; i++) {
    if (ruleMatches(rules[i]!.when, context)) return i;
  }
  return -1;
}

/** Whether any rule looks at the scan count: only then does the resolver count scans. */
export const countsScans = (rules: readonly SmartRule[]): boolean => rules.some((r) => r.when.firstScans !== null && r.when.firstScans !== undefined);

/** The next instant after `now` where a rule's date range opens or closes (the answer may change then). */
export function nextRuleBoundary(rules: readonly SmartRule[], now: number): number | null {
  let next: number | null = null;
  for (const rule of rules) {
    for (const edge of [instant(rule.when.from), instant(rule.when.to)]) {
      if (edge !== null && edge > now && (next === null || edge < next)) next = edge;
    }
  }
  return next;
}

export type RuleWarningReason =
  /** Its date range ends before it starts (or at the same instant). */
  | "empty-date-range"
  /** "First 0 scans". */
  | "no-scans"
  /** Every visitor it could match is taken by an earlier rule (`byRuleId`). */
  | "shadowed"
  /** Its range ended before the moment checked. */
  | "ended";

export interface RuleWarning {
  ruleId: string;
  index: number;
  reason: RuleWarningReason;
  /** The earlier rule that takes its visitors, for `shadowed`. */
  byRuleId?: string;
}

/** `inner` holds only where `outer` holds, for one list condition (null = everything). */
function listWithin<T>(inner: readonly T[] | null | undefined, outer: readonly T[] | null | undefined, same: (a: T, b: T) => boolean): boolean {
  if (!isSet(outer)) return true;
  if (!isSet(inner)) return false;
  return inner.every((x) => outer.some((y) => same(x, y)));
}

/** Every visitor `later` matches is matched by `earlier` too, so `later` never wins. */
export function covers(earlier: RuleConditions, later: RuleConditions): boolean {
  const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (!listWithin(later.devices, earlier.devices, (a, b) => a === b)) return false;
  if (!listWithin(later.languages, earlier.languages, eq)) return false;
  const earlierScans = earlier.firstScans ?? null;
  const laterScans = later.firstScans ?? null;
  if (earlierScans !== null && (laterScans === null || laterScans > earlierScans)) return false;
  const [ef, et, lf, lt] = [instant(earlier.from), instant(earlier.to), instant(later.from), instant(later.to)];
  if (ef !== null && (lf === null || lf < ef)) return false;
  if (et !== null && (lt === null || lt > et)) return false;
  return true;
}

/** Can never hold for anyone, whatever the moment. */
function neverHolds(when: RuleConditions): RuleWarningReason | null {
  const from = instant(when.from);
  const to = instant(when.to);
  if (from !== null && to !== null && to <= from) return "empty-date-range";
  if (when.firstScans === 0) return "no-scans";
  return null;
}

/**
 * The rules that can never decide anything: a range that is empty (or, given `now`, over), no
 * scans at all, or every visitor taken by an earlier rule (an earlier catch-all takes everyone).
 * One warning per rule, the most basic reason first.
 */
export function ruleWarnings(rules: readonly SmartRule[], now?: number): RuleWarning[] {
  const warnings: RuleWarning[] = [];
  rules.forEach((rule, index) => {
    const never = neverHolds(rule.when);
    if (never) {
      warnings.push({ ruleId: rule.id, index, reason: never });
      return;
    }
    for (let j = 0; j < index; j++) {
      const earlier = rules[j]!;
      if (neverHolds(earlier.when) === null && covers(earlier.when, rule.when)) {
        warnings.push({ ruleId: rule.id, index, reason: "shadowed", byRuleId: earlier.id });
        return;
      }
    }
    const to = instant(rule.when.to);
    if (now !== undefined && to !== null && to <= now) warnings.push({ ruleId: rule.id, index, reason: "ended" });
  });
  return warnings;
}

/** What the User-Agent (and, when sent, the `Sec-CH-UA-Platform` client hint) says the device is. */
export function deviceOf(userAgent: string | null | undefined, platformHint?: string | null): DeviceKind {
  const platform = (platformHint ?? "").replace(/"/g, "").trim().toLowerCase();
  if (platform === "android") return "android";
  if (platform === "ios") return "ios";
  const ua = userAgent ?? "";
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return "ios";
  if (/\bAndroid\b/i.test(ua)) return "android";
  return "desktop";
}

/**
 * The visitor's first language from an Accept-Language header (highest `q`, the first listed
 * among equals), `*` and malformed entries skipped.
 */
export function preferredLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = (rawTag ?? "").trim();
    if (!primaryLanguage(tag)) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0 && (!best || q > best.q)) best = { tag, q };
  }
  return best?.tag ?? null;
}

// --- Experiments -------------------------------------------------------------------------------

export interface ExperimentArm {
  id: string;
  experienceId: string;
  /** Relative weight (any positive whole number; 50/50 = 1/1 = 50/50). */
  weight: number;
}

/**
 * A number in [0, 1) from a string: FNV-1a over its UTF-16 units, then MurmurHash3's finaliser so
 * every bit of the input moves every bit of the output (FNV alone leaves the high bits of short,
 * similar ids poorly mixed).
 */
export function unitHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * The arm a visitor sees: the same visitor id and experiment always give the same arm (so a
 * visitor keeps it on every scan), and ids spread over the arms by their weights. `point` in
 * [0, 1) replaces the hash for a visitor without a lasting id (one chosen at random per scan).
 */
export function armFor(arms: readonly ExperimentArm[], experimentId: string, visitorId: string | null, point?: number): ExperimentArm {
  const total = arms.reduce((sum, a) => sum + Math.max(0, a.weight), 0);
  const u = visitorId !== null ? unitHash(`${experimentId}:${visitorId}`) : (point ?? 0);
  let edge = 0;
  for (const arm of arms) {
    edge += Math.max(0, arm.weight) / total;
    if (u < edge) return arm;
  }
  return arms[arms.length - 1]!;
}
