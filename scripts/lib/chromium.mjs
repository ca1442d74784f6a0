// Debian's chromium (or the one CHROMIUM_PATH names), headless, driven by playwright-core: the
// browser tests and the benchmarks launch it alike, and no tool here ever downloads a browser.
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./system-requirements.mjs";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}
