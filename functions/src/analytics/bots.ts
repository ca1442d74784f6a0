/**
 * User agents of crawlers, link previewers, monitors and scripts, recognised by isbot's
 * maintained list (search and AI crawlers, the previewers of chat apps, uptime checks, HTTP
 * libraries). Two changes to it: headless browsers are counted, because the product's own
 * browser tests and real kiosk setups run them (the list names `headless`); and a user agent that
 * is missing or too short to name a browser is not. A determined bot can pretend to be a browser:
 * this keeps the obvious noise out, not every fake visit.
 */
import { createIsbotFromList, list } from "isbot";

/** Patterns the product adds to isbot's: generic monitors and puppeteer-driven headless crawls. */
const EXTRA_PATTERNS = ["monitor", "headlesschrome.*puppeteer"];

const matchesBotList = createIsbotFromList([...list.filter((pattern) => pattern !== "headless"), ...EXTRA_PATTERNS]);

export function isLikelyBot(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? "").trim();
  if (ua.length < 8) return true;
  return matchesBotList(ua);
}
