// `npm run deploy -- --project <alias or id>`: builds everything and deploys it with firebase-tools:
// the functions (functions/lib with a built copy of the contract, staged by
// scripts/lib/stage-functions.mjs and installed by Cloud Build from functions/package-lock.json),
// Hosting (web/dist), the Firestore rules and indexes, and the Storage rules, always with the
// production firebase.json's settings. `--dry-run` does everything but the deploy and prints its command.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { functionsLockfileProblems } from "./lib/functions-lockfile.mjs";
import { STAGED_FUNCTIONS, stageFunctions, writeDeployConfig } from "./lib/stage-functions.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EVERYTHING = "functions,hosting,firestore:rules,firestore:indexes,storage";
const USAGE = `Usage: npm run deploy -- --project PROJECT [--only ${EVERYTHING}] [--dry-run] [--skip-build]`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      project: { type: "string" },
      only: { type: "string", default: EVERYTHING },
      "dry-run": { type: "boolean" },
      "skip-build": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
// .firebaserc's default is the emulators' demo project: a deploy names its target every time.
if (!options.project || options.project.startsWith("demo-")) {
  console.error(
    `Name the Firebase project to deploy to (an alias from \`npx firebase use --add\`, or its id); demo-* projects exist only on the emulators.\n${USAGE}`,
  );
  process.exit(2);
}

const run = (command, args) => {
  console.log(`$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Cloud Build installs the functions from their own lockfile: it must hold what the tests ran.
const problems = functionsLockfileProblems(ROOT);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("functions/package-lock.json is up to date.");

if (!options["skip-build"]) run("npm", ["run", "build"]);

const staged = stageFunctions(ROOT, path.join(ROOT, STAGED_FUNCTIONS));
const config = path.relative(ROOT, writeDeployConfig(ROOT, staged));
console.log(`Staged the functions in ${STAGED_FUNCTIONS}, deployed with ${config}.`);

const firebase = createRequire(import.meta.url).resolve("firebase-tools/lib/bin/firebase.js");
const deploy = [firebase, "deploy", "--config", config, "--project", options.project, "--only", options.only, "--non-interactive"];
if (options["dry-run"]) {
  console.log(`Dry run: built and checked; would now run\n  firebase ${deploy.slice(1).join(" ")}`);
} else {
  run(process.execPath, deploy);
}
