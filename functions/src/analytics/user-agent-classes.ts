import Bowser from "bowser";
import type { analyticsBreakdownClasses } from "@vitrine/contract";

type ClassOf<B extends keyof typeof analyticsBreakdownClasses> = (typeof analyticsBreakdownClasses)[B][number];

export interface UserAgentClasses {
  device: ClassOf<"device">;
  os: ClassOf<"os">;
  browser: ClassOf<"browser">;
}

const DEVICES: Record<string, ClassOf<"device">> = { mobile: "phone", tablet: "tablet", desktop: "desktop" };

// Bowser's names (its OS_MAP and BROWSER_MAP); anything else is `other`.
const SYSTEMS: Record<string, ClassOf<"os">> = {
  iOS: "ios",
  Android: "android",
  Windows: "windows",
  macOS: "macos",
  "Chrome OS": "chromeos",
  Linux: "linux",
};
const BROWSERS: Record<string, ClassOf<"browser">> = {
  Safari: "safari",
  Chrome: "chrome",
  Chromium: "chrome",
  "Samsung Internet for Android": "samsung",
  Firefox: "firefox",
  "Microsoft Edge": "edge",
};

const OTHER: UserAgentClasses = { device: "other", os: "other", browser: "other" };

/**
 * The coarse classes of a user agent, by the maintained parser (bowser). Only these classes are
 * stored, never the string: it identifies a browser far more precisely than a report needs.
 */
export function classifyUserAgent(userAgent: string | null | undefined): UserAgentClasses {
  if (!userAgent) return OTHER;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return OTHER;
  }
  const os = SYSTEMS[parsed.os.name ?? ""] ?? "other";
  let device = DEVICES[parsed.platform.type ?? ""] ?? "other";
  // iPadOS asks for desktop pages and then says it is a Mac: when the rest of the string still
  // gives it away (bowser then says mobile), it is a tablet, since no phone runs macOS. The exact
  // Mac string it usually sends cannot be told from a Mac: desktop.
  if (os === "macos" && device === "phone") device = "tablet";
  return { device, os, browser: BROWSERS[parsed.browser.name ?? ""] ?? "other" };
}

/** The same user agent arrives with every batch of a session: parse each string once per instance. */
const cache = new Map<string, UserAgentClasses>();
export function userAgentClassesOf(userAgent: string | null | undefined): UserAgentClasses {
  const key = userAgent ?? "";
  const hit = cache.get(key);
  if (hit) return hit;
  const classes = classifyUserAgent(userAgent);
  if (cache.size >= 5000) cache.clear();
  cache.set(key, classes);
  return classes;
}
