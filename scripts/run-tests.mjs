// `npm test`: every suite. First what the suites need from the system (installed when it can be,
// otherwise one clear message), then the linter beside the build; then the local stack is started
// once (fresh data, seeded) and the API integration tests run on it while the unit and
// reliability suites run beside them; then the browser tests, the public viewer's files beside
// the console's; the stack stops, and the scripts' tests (which start stacks of their own on the
// same ports) run last. Two suites at a time, on two cores: in each pair one mostly waits on
// servers. Every suite's wall time is printed at the end.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOSTING_URL, PORTS, ROOT, startLocalStack } from "./lib/local-stack.mjs";
import { ensureSystemRequirements, SystemRequirementsError } from "./lib/system-requirements.mjs";

// Starting the stack points this process's environment at it; suites that run without it (the
// unit suites, the scripts that start their own stack) must see what the caller set instead.
const callerEnv = { ...process.env };
const SUITES = ["lint", "firestore", "unit", "integration", "browser", "reliability", "persistence"];
/**
 * Test files named on the command line (paths from the repository's root), and the suite that
 * runs each: `npm test -- web/e2e/viewer.test.mjs functions/test/unit/cursors.test.ts` runs those
 * files alone, each in its suite.
 */
const FILE_SUITES = [
  ["functions/test/unit/", "unit"],
  ["web/src/", "unit"],
  ["packages/sdk/test/", "unit"],
  ["tools/firestore-emulator/test/", "firestore"],
  ["functions/test/integration/", "integration"],
  ["web/e2e/", "browser"],
  ["functions/test/reliability/", "reliability"],
  ["scripts/test/", "persistence"],
];
const args = process.argv.slice(2); // e.g. `npm test -- integration browser reliability`
const files = args.filter((arg) => arg.includes("/"));
const suiteOfFile = (file) => FILE_SUITES.find(([prefix]) => file.startsWith(prefix))?.[1];
const unknown = [...args.filter((arg) => !arg.includes("/") && !SUITES.includes(arg)), ...files.filter((file) => !suiteOfFile(file))];
if (unknown.length > 0) {
  console.error(
    `Unknown suite(s) or test file(s): ${unknown.join(", ")}. Suites: ${SUITES.join(", ")}; files under ${FILE_SUITES.map(([prefix]) => prefix).join(", ")}`,
  );
  process.exit(2);
}
const only = [...new Set([...args.filter((arg) => !arg.includes("/")), ...files.map(suiteOfFile)])];
const wanted = (name) => only.length === 0 || only.includes(name);
/** The files named under the folder `prefix`, relative to `cwd`, or `fallback` when none are. */
function filesUnder(prefix, cwd, fallback) {
  const named = files.filter((file) => file.startsWith(prefix)).map((file) => path.relative(cwd, path.join(ROOT, file)));
  return named.length > 0 ? named : fallback;
}

try {
  ensureSystemRequirements(SUITES.filter(wanted));
} catch (err) {
  if (!(err instanceof SystemRequirementsError)) throw err;
  console.error(`\n${err.message}\n`);
  process.exit(1);
}

/** How long a suite may take to exit after printing its summary: an open client is a defect, not a wait. */
const EXIT_GRACE_MS = 20_000;

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
/** [suite, seconds, outcome] in the order they finished. */
const timings = [];
// What each failing suite said of its failures, repeated at the very end: a CI log is often read
// from its tail, and the browser suite's report is thousands of lines above it.
const failureReports = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs one suite and adds its counts to the totals. `counts: false` for a command that reports no
 * tests (the linter, the build): exit 0 counts as one passed check. A suite running beside another
 * (`buffered`) prints its output in one piece when it ends, so the two never interleave.
 */
function runSuite(name, command, args, { cwd = ROOT, env = process.env, buffered = false, counts = true } = {}) {
  const header = `\n━━ ${name} ━━`;
  if (!buffered) console.log(header);
  const suiteStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, FORCE_COLOR: "0", NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    let lingering = null;
    let killedForLingering = false;
    const onOutput = (stream) => (chunk) => {
      text += chunk;
      if (!buffered) stream.write(chunk);
      // mocha's "N passing (…)" and vitest's "Duration" close a report: the process should end now.
      if (!lingering && /^\s*\d+ passing \(|^\s*Duration\s/m.test(text.slice(-4000))) {
        lingering = setTimeout(() => {
          killedForLingering = true;
          child.kill("SIGKILL");
        }, EXIT_GRACE_MS);
      }
    };
    child.stdout.on("data", onOutput(process.stdout));
    child.stderr.on("data", onOutput(process.stderr));
    child.on("exit", (code) => {
      clearTimeout(lingering);
      const elapsed = Date.now() - suiteStarted;
      if (buffered) console.log(`${header}\n${text}`);
      if (killedForLingering) {
        const message = `${name} did not exit within ${EXIT_GRACE_MS / 1000} s of its report: something it opened (a server, a client, a timer) is still open.`;
        console.log(`\n${message}`);
        text += `\n${message}\n`;
      }
      text = text.replace(/\x1b\[[0-9;]*m/g, "");
      const failed = code !== 0 || killedForLingering;
      if (counts) {
        // mocha prints "12 passing", "1 failing", "2 pending"; vitest "Tests  12 passed | 1 failed | 2 skipped".
        const mochaCount = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);
        const vitestLine = /^\s*Tests\s+(.*)$/m.exec(text)?.[1] ?? "";
        const vitestCount = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(vitestLine)?.[1] ?? 0);
        totals.passed += mochaCount("passing") + vitestCount("passed");
        totals.failed += mochaCount("failing") + vitestCount("failed");
        totals.skipped += mochaCount("pending") + vitestCount("skipped");
      } else if (failed) totals.failed += 1;
      else totals.passed += 1;
      timings.push([name, elapsed, failed ? "FAILED" : "passed"]);
      if (failed) {
        failedSuites.push(name);
        failureReports.push(`── ${name}\n${failureReport(text)}`);
      }
      resolve(failed ? 1 : 0);
    });
  });
}

/** The failures section of a mocha or vitest report (from "N failing" / "Failed Tests"), shortened. */
function failureReport(text, maxChars = 4000) {
  const start = text.search(/^\s*\d+ failing\s*$|Failed Tests \d+/m);
  const section = start >= 0 ? text.slice(start) : text.slice(-maxChars);
  return section.length > maxChars ? `${section.slice(0, maxChars)}\n…` : section;
}

/** Runs chains of suites side by side: each chain is a list of functions run one after another. */
async function sideBySide(...chains) {
  await Promise.all(
    chains
      .filter((chain) => chain.length > 0)
      .map(async (chain) => {
        for (const step of chain) await step();
      }),
  );
}

const mocha = path.join(ROOT, "node_modules/mocha/bin/mocha.js");
const vitest = path.join(ROOT, "node_modules/vitest/vitest.mjs");
const node = process.execPath;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

// The linter beside the build: it reads sources only (lint ignores every build output). A lint
// error fails the run like a failing test. Built here rather than by the npm script, so that a
// missing browser stops the run before a minute of building. VITRINE_SKIP_BUILD=1 reuses the last
// build (e.g. running one file again).
const lintSteps = wanted("lint")
  ? [
      () =>
        runSuite("Lint", node, [path.join(ROOT, "node_modules/eslint/bin/eslint.js"), "--cache", "--cache-location", "node_modules/.cache/eslint/", "."], {
          counts: false,
          buffered: true,
        }),
      // Formatting is checked like the lint rules: a file Prettier would rewrite fails the run
      // (`npm run format` rewrites them all).
      () =>
        runSuite("Formatting (Prettier)", node, [path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"), "--check", "--log-level", "warn", "."], {
          counts: false,
          buffered: true,
        }),
    ]
  : [];
let buildFailed = false;
const buildSteps =
  !process.env.VITRINE_SKIP_BUILD && SUITES.some((name) => name !== "lint" && wanted(name))
    ? [
        async () => {
          buildFailed = (await runSuite("Build", npm, ["run", "build"], { counts: false })) !== 0;
        },
      ]
    : [];
await sideBySide(buildSteps, lintSteps);
if (buildFailed) {
  console.error("\nThe build failed; no test was run.");
  finish();
}

/**
 * Mocha's arguments for a suite with a config file, narrowed to `named` files when there are any.
 * Mocha adds files named on its command line to its config's spec, so they are run with the
 * config's other options instead.
 */
function mochaArgs(cwd, config, named) {
  if (named.length === 0) return ["--config", config];
  const options = JSON.parse(readFileSync(path.join(cwd, config), "utf8"));
  return [
    ...(options.require ?? []).flatMap((r) => ["--require", r]),
    ...(options["node-option"] ?? []).flatMap((o) => ["--node-option", o]),
    "--timeout",
    String(options.timeout),
    ...named,
  ];
}

const unitSteps = [];
if (wanted("unit")) {
  const functionsDir = path.join(ROOT, "functions");
  const webDir = path.join(ROOT, "web");
  const functionsFiles = filesUnder("functions/test/unit/", functionsDir, []);
  const webFiles = filesUnder("web/src/", webDir, []);
  const everything = files.length === 0;
  if (everything || functionsFiles.length > 0) {
    const args = [mocha, ...mochaArgs(functionsDir, "test/.mocharc.unit.json", functionsFiles)];
    unitSteps.push(() => runSuite("Functions unit tests", node, args, { cwd: functionsDir, env: callerEnv, buffered: true }));
  }
  if (everything || webFiles.length > 0)
    unitSteps.push(() => runSuite("Web unit tests", node, [vitest, "run", ...webFiles], { cwd: webDir, env: callerEnv, buffered: true }));
  const sdkDir = path.join(ROOT, "packages/sdk");
  const sdkFiles = filesUnder("packages/sdk/test/", sdkDir, []);
  if (everything || sdkFiles.length > 0) {
    const args = [mocha, ...mochaArgs(sdkDir, "test/.mocharc.json", sdkFiles)];
    unitSteps.push(() => runSuite("SDK unit tests", node, args, { cwd: sdkDir, env: callerEnv, buffered: true }));
  }
}
if (wanted("firestore")) {
  const dir = path.join(ROOT, "tools/firestore-emulator");
  const args = [mocha, ...filesUnder("tools/firestore-emulator/test/", dir, [])];
  unitSteps.push(() => runSuite("Local Firestore conformance", node, args, { cwd: dir, env: callerEnv, buffered: true }));
}

if (wanted("integration") || wanted("browser") || wanted("reliability")) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-test-"));
  console.log("\n━━ Starting the local stack for integration, browser and reliability tests ━━");
  const stackStarted = Date.now();
  const stack = await startLocalStack({ dataDir, persist: false, seed: true });
  timings.push(["Local stack start (build excluded)", Date.now() - stackStarted, "passed"]);
  const env = {
    ...process.env,
    VITRINE_BASE_URL: HOSTING_URL,
    VITRINE_FUNCTIONS_URL: `http://127.0.0.1:${PORTS.functions}/demo-vitrine/us-central1/api`,
    VITRINE_DEMO: JSON.stringify(stack.demo),
  };
  try {
    const integrationSteps = [];
    if (wanted("integration")) {
      const dir = path.join(ROOT, "functions");
      // VITRINE_INTEGRATION, the older spelling of file arguments, names files relative to functions/.
      const named = [...(process.env.VITRINE_INTEGRATION?.split(/\s+/).filter(Boolean) ?? []), ...filesUnder("functions/test/integration/", dir, [])];
      const args = [mocha, ...mochaArgs(dir, "test/.mocharc.integration.json", named)];
      integrationSteps.push(() => runSuite("API integration tests", node, args, { cwd: dir, env }));
    }
    if (wanted("reliability")) {
      // Bad input, load and faults run the API in-process on a Firestore of their own; the
      // security checks use this stack's Hosting and the built web/dist.
      const dir = path.join(ROOT, "functions");
      const args = [mocha, ...mochaArgs(dir, "test/.mocharc.reliability.json", filesUnder("functions/test/reliability/", dir, []))];
      unitSteps.push(() => runSuite("Reliability and security", node, args, { cwd: dir, env, buffered: true }));
    }
    // The unit and reliability suites compute in this process's neighbours while the integration
    // tests mostly wait on the stack.
    await sideBySide(integrationSteps, unitSteps);
    unitSteps.length = 0;

    // The browser tests in two processes side by side: the public viewer's files (each publishes
    // what it shows, and mostly waits on software WebGL) with the model viewer's, and the console's.
    const browserChains = [];
    if (wanted("browser")) {
      const dir = path.join(ROOT, "web");
      // VITRINE_E2E, the older spelling of file arguments, names files relative to web/.
      const named = [...(process.env.VITRINE_E2E?.split(/\s+/).filter(Boolean) ?? []), ...filesUnder("web/e2e/", dir, [])];
      const browserSuite = (name, list, buffered) => () => runSuite(name, node, [mocha, "--timeout", "120000", ...list], { cwd: dir, env, buffered });
      if (named.length > 0) browserChains.push([browserSuite("Browser tests", named, false)]);
      else {
        const all = readdirSync(path.join(dir, "e2e"))
          .filter((file) => file.endsWith(".test.mjs"))
          .map((file) => `e2e/${file}`);
        // The two chains take about as long: the public viewer's files, the developer model viewer
        // (it only reads the samples), the world builder and the set form's 3D preview, which like
        // the viewer mostly wait on software WebGL, beside the console's other screens. Measured per
        // file in CI, the console's chain was the longer by about 95 s; the world builder is about
        // 48 s of it. Once the viewer's time-boundary and embedding tests stopped waiting on the
        // clock (about 85 s less), the set preview's file (about 21 s) moved here.
        const isViewer = (file) => /^e2e\/(viewer[\w-]*|dev-models|world-builder|sets-preview)\.test\.mjs$/.test(file);
        browserChains.push([browserSuite("Browser tests: public viewer and 3D", all.filter(isViewer), false)]);
        browserChains.push([
          browserSuite(
            "Browser tests: console",
            all.filter((file) => !isViewer(file)),
            true,
          ),
        ]);
      }
    }
    await sideBySide(...browserChains);
  } finally {
    if (failedSuites.length > 0) console.log(`\nLast emulator output:\n${stack.logs().slice(-4000)}`);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
// Without the stack (only unit suites asked for), they still run here, one beside the other.
await sideBySide(unitSteps.slice(0, 1), unitSteps.slice(1));

if (wanted("persistence")) {
  await runSuite(
    "Scripts (persistence, requirements, admin, deploy package, boundaries)",
    node,
    [mocha, "--timeout", "240000", ...filesUnder("scripts/test/", ROOT, ["scripts/test/*.test.mjs"])],
    { env: callerEnv },
  );
}
finish();

function finish() {
  if (failureReports.length > 0) console.log(`\n━━ What failed ━━\n${failureReports.join("\n\n")}`);
  console.log("\n━━ Wall time of each suite ━━");
  const width = Math.max(...timings.map(([name]) => name.length), 10);
  for (const [name, ms, outcome] of timings) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}  ${outcome}`);
  console.log(`  ${"Total (suites side by side overlap)".padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}`);
  console.log(`\n${failedSuites.length ? `Failed suites: ${failedSuites.join(", ")}` : "All suites passed"}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSuites.length > 0 ? 1 : 0);
}
