// `npm test`: every suite. First what the suites need from the system (installed when it can be,
// otherwise one clear message), then the linter, the build, the unit suites, then the local stack is started
// once (fresh data, seeded) for the API integration, browser and reliability tests, and stopped
// at the end.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOSTING_URL, PORTS, ROOT, startLocalStack } from "./lib/local-stack.mjs";
import { ensureSystemRequirements, SystemRequirementsError } from "./lib/system-requirements.mjs";

// Starting the stack points this process's environment at it; later suites that start their own
// stack must see what the caller set, not the stopped one.
const callerFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? "";
const only = process.argv.slice(2); // e.g. `npm test -- integration browser reliability`
const SUITES = ["lint", "firestore", "unit", "integration", "browser", "reliability", "persistence"];
const unknown = only.filter((name) => !SUITES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(", ")}. Suites: ${SUITES.join(", ")}`);
  process.exit(2);
}
const wanted = (name) => only.length === 0 || only.includes(name);

try {
  ensureSystemRequirements(SUITES.filter(wanted));
} catch (err) {
  if (!(err instanceof SystemRequirementsError)) throw err;
  console.error(`\n${err.message}\n`);
  process.exit(1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
// What each failing suite said of its failures, repeated at the very end: a CI log is often read
// from its tail, and the browser suite's report is thousands of lines above it.
const failureReports = [];

// The linter first: it needs no build, and a lint error fails the run like a failing test.
if (wanted("lint")) {
  console.log("\n━━ Lint ━━");
  const eslint = path.join(ROOT, "node_modules/eslint/bin/eslint.js");
  const lint = spawnSync(process.execPath, [eslint, "--cache", "--cache-location", "node_modules/.cache/eslint/", "."], { cwd: ROOT, stdio: "inherit" });
  // Formatting is checked like the lint rules: a file Prettier would rewrite fails the run
  // (`npm run format` rewrites them all).
  console.log("\n━━ Formatting (Prettier) ━━");
  const prettier = path.join(ROOT, "node_modules/prettier/bin/prettier.cjs");
  const format = spawnSync(process.execPath, [prettier, "--check", "--log-level", "warn", "."], { cwd: ROOT, stdio: "inherit" });
  for (const [name, status] of [
    ["lint", lint.status],
    ["formatting", format.status],
  ]) {
    if (status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failedSuites.push(name);
    }
  }
}

// Built here rather than by the npm script, so that a missing browser stops the run before a
// minute of building. VITRINE_SKIP_BUILD=1 reuses the last build (e.g. running one file again).
if (!process.env.VITRINE_SKIP_BUILD && SUITES.some((name) => name !== "lint" && wanted(name))) {
  console.log("━━ Building ━━");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("\nThe build failed; no test was run.");
    console.log(`tests: ${totals.passed} passed, ${totals.failed + 1} failed, 0 skipped`);
    process.exit(1);
  }
}

/** Runs one suite, streaming its output and adding its counts to the totals. */
function runSuite(name, command, args, { cwd = ROOT, env = {} } = {}) {
  console.log(`\n━━ ${name} ━━`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: "0", NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    const tee = (stream) => (chunk) => {
      text += chunk;
      stream.write(chunk);
    };
    child.stdout.on("data", tee(process.stdout));
    child.stderr.on("data", tee(process.stderr));
    child.on("exit", (code) => {
      text = text.replace(/\x1b\[[0-9;]*m/g, "");
      // mocha prints "12 passing", "1 failing", "2 pending"; vitest "Tests  12 passed | 1 failed | 2 skipped".
      const mochaCount = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);
      const vitestLine = /^\s*Tests\s+(.*)$/m.exec(text)?.[1] ?? "";
      const vitestCount = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(vitestLine)?.[1] ?? 0);
      totals.passed += mochaCount("passing") + vitestCount("passed");
      totals.failed += mochaCount("failing") + vitestCount("failed");
      totals.skipped += mochaCount("pending") + vitestCount("skipped");
      if (code !== 0) {
        failedSuites.push(name);
        failureReports.push(`── ${name}\n${failureReport(text)}`);
      }
      resolve(code);
    });
  });
}

/** The failures section of a mocha or vitest report (from "N failing" / "Failed Tests"), shortened. */
function failureReport(text, maxChars = 4000) {
  const start = text.search(/^\s*\d+ failing\s*$|Failed Tests \d+/m);
  const section = start >= 0 ? text.slice(start) : text.slice(-maxChars);
  return section.length > maxChars ? `${section.slice(0, maxChars)}\n…` : section;
}

const mocha = path.join(ROOT, "node_modules/mocha/bin/mocha.js");
const vitest = path.join(ROOT, "node_modules/vitest/vitest.mjs");
const node = process.execPath;

if (wanted("firestore")) {
  await runSuite("Local Firestore conformance", node, [mocha], {
    cwd: path.join(ROOT, "tools/firestore-emulator"),
  });
}
if (wanted("unit")) {
  await runSuite("Functions unit tests", node, [mocha, "--config", "test/.mocharc.unit.json"], { cwd: path.join(ROOT, "functions") });
  await runSuite("Web unit tests", node, [vitest, "run"], { cwd: path.join(ROOT, "web") });
}

if (wanted("integration") || wanted("browser") || wanted("reliability")) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-test-"));
  console.log("\n━━ Starting the local stack for integration, browser and reliability tests ━━");
  const stack = await startLocalStack({ dataDir, persist: false, seed: true });
  const env = {
    VITRINE_BASE_URL: HOSTING_URL,
    VITRINE_FUNCTIONS_URL: `http://127.0.0.1:${PORTS.functions}/demo-vitrine/us-central1/api`,
    VITRINE_DEMO: JSON.stringify(stack.demo),
  };
  try {
    if (wanted("integration")) {
      // VITRINE_INTEGRATION narrows the integration suite to some files, e.g.
      // VITRINE_INTEGRATION=test/integration/webhooks.test.ts. Mocha adds files named on its command
      // line to its config's spec, so they are run with the config's other options instead.
      const config = "test/.mocharc.integration.json";
      const files = process.env.VITRINE_INTEGRATION?.split(/\s+/).filter(Boolean) ?? [];
      const options = JSON.parse(readFileSync(path.join(ROOT, "functions", config), "utf8"));
      const args =
        files.length > 0 ? [...options.require.flatMap((r) => ["--require", r]), "--timeout", String(options.timeout), ...files] : ["--config", config];
      await runSuite("API integration tests", node, [mocha, ...args], {
        cwd: path.join(ROOT, "functions"),
        env,
      });
    }
    if (wanted("browser")) {
      // VITRINE_E2E narrows the browser suite to some files, e.g. VITRINE_E2E=e2e/viewer.test.mjs.
      const files = process.env.VITRINE_E2E ? process.env.VITRINE_E2E.split(/\s+/).filter(Boolean) : ["e2e/*.test.mjs"];
      await runSuite("Browser tests", node, [mocha, "--timeout", "120000", ...files], { cwd: path.join(ROOT, "web"), env });
    }
    if (wanted("reliability")) {
      // Bad input, load and faults run the API in-process on a Firestore of their own; the
      // security checks use this stack's Hosting and the built web/dist.
      await runSuite("Reliability and security", node, [mocha, "--config", "test/.mocharc.reliability.json"], { cwd: path.join(ROOT, "functions"), env });
    }
  } finally {
    if (failedSuites.length > 0) console.log(`\nLast emulator output:\n${stack.logs().slice(-4000)}`);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (wanted("persistence")) {
  await runSuite(
    "Scripts: local stack persistence, system requirements, operator command, functions deploy, import boundaries",
    node,
    [mocha, "--timeout", "240000", "scripts/test/*.test.mjs"],
    {
      env: { FIRESTORE_EMULATOR_HOST: callerFirestoreHost },
    },
  );
}

if (failureReports.length > 0) console.log(`\n━━ What failed ━━\n${failureReports.join("\n\n")}`);
console.log(`\n${failedSuites.length ? `Failed suites: ${failedSuites.join(", ")}` : "All suites passed"}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length > 0 ? 1 : 0);
