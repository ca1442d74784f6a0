// What the test suites and benchmarks need from the operating system, beyond what `npm install`
// brings: a Chromium for the browser tests (playwright-core drives it; no test tool may download a
// browser), and curl and jq for the README's API examples, which the integration tests run as a
// reader would. This is the one place that knows it: `npm test`, `npm run bench` and `.ci/run`
// all come through `ensureSystemRequirements`.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian packages: the browser, the fonts its screenshots are checked with, and the example tools. */
const DEBIAN_PACKAGES = ["chromium", "fonts-liberation", "fonts-noto-color-emoji", "curl", "jq", "ca-certificates"];

/** Which suite needs what. Suites not named here need nothing from the system. */
const NEEDS = {
  browser: ["chromium"],
  reliability: ["chromium"], // the CSP check loads the console and the viewer in the browser
  integration: ["curl", "jq"], // readme-examples.test.ts
  bench: ["chromium"],
};

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));
}

const machine = {
  has: { chromium: () => isExecutable(CHROMIUM_PATH), curl: () => onPath("curl"), jq: () => onPath("jq") },
  isRoot: () => typeof process.getuid === "function" && process.getuid() === 0,
  // A browser named by CHROMIUM_PATH is the caller's to provide: apt would not put it there.
  canApt: () => isExecutable("/usr/bin/apt-get") && !process.env.CHROMIUM_PATH,
  run: (command, args) => spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status,
};

/** The tools the given suites need that this machine lacks. */
export function missingTools(suites, has = machine.has) {
  const needed = new Set(suites.flatMap((suite) => NEEDS[suite] ?? []));
  return [...needed].filter((tool) => !has[tool]());
}

export const installCommand = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(" ")}`;

/**
 * Makes sure the suites can run before any of them starts. Missing tools are installed with
 * Debian's apt when this runs as root on Debian (CI, a fresh container); anywhere else it stops
 * with the one command to run, rather than failing twenty tests later with a browser-launch error.
 */
export function ensureSystemRequirements(suites, { log = console.log, system = machine } = {}) {
  const missing = missingTools(suites, system.has);
  if (missing.length === 0) return;
  if (system.isRoot() && system.canApt()) {
    log(`Installing what the tests need from Debian's packages (missing: ${missing.join(", ")})`);
    for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...DEBIAN_PACKAGES]]) {
      const status = system.run("apt-get", args);
      if (status !== 0) throw new SystemRequirementsError(missing, `apt-get ${args[0]} failed (exit ${status})`);
    }
    const still = missingTools(suites, system.has);
    if (still.length === 0) return;
    throw new SystemRequirementsError(still, "still missing after apt-get install");
  }
  throw new SystemRequirementsError(missing);
}

export class SystemRequirementsError extends Error {
  constructor(missing, reason) {
    const chromiumHint = missing.includes("chromium")
      ? `\n  (or point CHROMIUM_PATH at an installed Chromium or Chrome; now looking for ${CHROMIUM_PATH})`
      : "";
    super(
      `The tests need ${missing.join(", ")}, which this machine lacks${reason ? ` (${reason})` : ""}. Install them with:\n\n` +
        `  ${installCommand}${chromiumHint}\n\nthen run the same command again. README.md, "Requirements", lists what the project needs.`,
    );
    this.name = "SystemRequirementsError";
  }
}
