// `npm run lockfile:functions`: rewrites functions/package-lock.json from the workspace's lockfile
// (see scripts/lib/functions-lockfile.mjs). `--check` only says whether it is up to date.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { functionsLockfileProblems, generateFunctionsLockfile } from "./lib/functions-lockfile.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!process.argv.includes("--check")) {
  writeFileSync(path.join(root, "functions/package-lock.json"), generateFunctionsLockfile(root));
  console.log("Wrote functions/package-lock.json.");
}
const problems = functionsLockfileProblems(root);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("functions/package-lock.json matches functions/package.json and the tested versions.");
