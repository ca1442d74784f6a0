/**
 * The analytics breakdowns, declared once: the ingest stamps each event with its session's classes,
 * the roll-up counts them, the report lists every class (zeros included) and the console charts and
 * exports them, all from these lists. Free of zod: the viewer reads `analyticsSources` without
 * loading schemas.
 */
import { weekdayNames } from "./local-time.js";

/** How the visitor opened the viewer: a printed QR code, a link (shared, typed, copied), or a brand's page embedding it. Test links are previews, never counted. */
export const analyticsSources = ["qr", "link", "embed"] as const;
export type AnalyticsSource = (typeof analyticsSources)[number];

/** "00".."23". */
const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));

/** `mon-00` … `sun-23`: the hour of the week in the store's own zone (the brand's for a link without a store). */
export const hourWeekdayClasses: readonly string[] = weekdayNames.flatMap((day) => hours.map((hour) => `${day}-${hour}`));

/**
 * Each breakdown and its classes, in the order reports list them. `other` is what the user agent
 * does not say (or, for `source`, a client that did not report it).
 */
export const analyticsBreakdownClasses = {
  /** From the user agent (never stored): phones, tablets, computers; TVs, consoles and unknowns are `other`. */
  device: ["phone", "tablet", "desktop", "other"],
  os: ["ios", "android", "windows", "macos", "chromeos", "linux", "other"],
  browser: ["safari", "chrome", "samsung", "firefox", "edge", "other"],
  source: [...analyticsSources, "other"],
  /** `returning`: the same visitor started another session of the brand in the 30 days before this one. */
  visitor: ["new", "returning"],
  hourWeekday: hourWeekdayClasses,
} as const satisfies Record<string, readonly string[]>;

export type AnalyticsBreakdown = keyof typeof analyticsBreakdownClasses;
export const analyticsBreakdowns = Object.keys(analyticsBreakdownClasses) as AnalyticsBreakdown[];

/** The breakdowns a session carries from its start (stamped on its events at ingest); the hour is each event's own. */
export const sessionBreakdowns = ["device", "os", "browser", "source", "visitor"] as const satisfies readonly AnalyticsBreakdown[];
export type SessionBreakdown = (typeof sessionBreakdowns)[number];
export type SessionClasses = Record<SessionBreakdown, string>;

/** What each class counts: sessions and the outcomes that follow them. */
export const analyticsBreakdownCounts = ["sessions", "productOpens", "arLaunches", "linkOuts"] as const;
export type AnalyticsBreakdownCount = (typeof analyticsBreakdownCounts)[number];

/** How far back a visitor's earlier session makes this one `returning`. */
export const RETURNING_VISITOR_DAYS = 30;
