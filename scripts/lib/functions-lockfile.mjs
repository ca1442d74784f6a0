// The functions package deploys with a lockfile of its own (functions/package-lock.json): Cloud
// Build installs the uploaded functions folder alone, outside this npm workspace, and `npm ci`s it
// from that file. It is derived from the workspace's lockfile, so it holds the versions the tests ran.
// The workspace packages the functions use (the contract) are not in any registry: the deployed
// folder carries a built copy of each under vendor/ (scripts/lib/stage-functions.mjs), and the
// deployed package.json and this lockfile point there.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The workspace packages the functions depend on, and their folders in the repository. */
export const WORKSPACE_DEPENDENCIES = { "@vitrine/contract": "packages/contract" };

/** Where a workspace package's built copy sits in the deployed functions folder. */
export const vendoredFolder = (name) => `vendor/${name.split("/").pop()}`;

/** functions/package.json as deployed: each workspace package points at its copy under vendor/. */
export function deployedFunctionsPackage(root) {
  const pkg = readJson(path.join(root, "functions/package.json"));
  for (const name of Object.keys(WORKSPACE_DEPENDENCIES)) {
    if (pkg.dependencies?.[name]) pkg.dependencies[name] = `file:${vendoredFolder(name)}`;
  }
  return pkg;
}

/** The export condition that points the workspace's tests at a package's TypeScript sources. */
export const SOURCE_CONDITION = "vitrine-source";

/** An `exports` value without `condition`, at any depth (a condition's target is a string, an array or more conditions). */
function withoutCondition(exports, condition) {
  if (Array.isArray(exports)) return exports.map((entry) => withoutCondition(entry, condition));
  if (exports === null || typeof exports !== "object") return exports;
  return Object.fromEntries(Object.entries(exports).flatMap(([key, value]) => (key === condition ? [] : [[key, withoutCondition(value, condition)]])));
}

/**
 * A workspace package's package.json as vendored: what it needs to run, without its build tools,
 * and without the `vitrine-source` export condition, whose TypeScript sources the copy does not carry.
 */
export function vendoredPackage(root, name) {
  const { devDependencies: _dev, scripts: _scripts, ...pkg } = readJson(path.join(root, WORKSPACE_DEPENDENCIES[name], "package.json"));
  if (pkg.exports !== undefined) pkg.exports = withoutCondition(pkg.exports, SOURCE_CONDITION);
  return pkg;
}

/** Writes the deployed package.json and each vendored package.json into `dir`. */
export function writeDeployedManifests(root, dir) {
  const pkg = deployedFunctionsPackage(root);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify(pkg, null, 2) + "\n");
  for (const name of Object.keys(WORKSPACE_DEPENDENCIES)) {
    if (!pkg.dependencies?.[name]) continue;
    mkdirSync(path.join(dir, vendoredFolder(name)), { recursive: true });
    writeFileSync(path.join(dir, vendoredFolder(name), "package.json"), JSON.stringify(vendoredPackage(root, name), null, 2) + "\n");
  }
}

/**
 * Resolves the functions' dependencies for the functions folder alone, starting from the
 * workspace's lockfile so that npm keeps every version it already locked. Returns the new lockfile's text.
 * Needs the npm registry only for metadata of what the workspace lockfile does not hold.
 */
export function generateFunctionsLockfile(root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitrine-functions-lock-"));
  try {
    writeDeployedManifests(root, dir);
    copyFileSync(path.join(root, "package-lock.json"), path.join(dir, "package-lock.json"));
    execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
    return readFileSync(path.join(dir, "package-lock.json"), "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The version the workspace installed for a lockfile path of the functions folder, as Node would resolve it. */
function workspaceVersion(rootPackages, lockPath) {
  let candidate = lockPath;
  for (;;) {
    const found = rootPackages[`functions/${candidate}`] ?? rootPackages[candidate];
    if (found) return found.version;
    // node_modules/a/node_modules/b: also found hoisted, as node_modules/b.
    const parts = candidate.split("node_modules/");
    if (parts.length <= 2) return undefined;
    candidate = `node_modules/${parts.at(-1)}`;
  }
}

/**
 * What is wrong with functions/package-lock.json, as sentences (empty when nothing): it must exist,
 * name exactly the dependencies of the deployed functions/package.json, lock each vendored workspace
 * package as it is, and lock each other package at the version the workspace installed (the tested one).
 */
export function functionsLockfileProblems(root) {
  let lock;
  try {
    lock = readJson(path.join(root, "functions/package-lock.json"));
  } catch {
    return ["functions/package-lock.json is missing: run npm run lockfile:functions"];
  }
  const pkg = deployedFunctionsPackage(root);
  const rootPackages = readJson(path.join(root, "package-lock.json")).packages;
  const problems = [];
  const locked = lock.packages?.[""] ?? {};
  for (const field of ["dependencies", "devDependencies"]) {
    const want = JSON.stringify(pkg[field] ?? {});
    if (JSON.stringify(locked[field] ?? {}) !== want) problems.push(`functions/package-lock.json has other ${field} than functions/package.json`);
  }
  for (const name of Object.keys(WORKSPACE_DEPENDENCIES)) {
    if (!pkg.dependencies?.[name]) continue;
    const vendored = vendoredPackage(root, name);
    const locked = lock.packages?.[vendoredFolder(name)];
    if (locked?.version !== vendored.version || JSON.stringify(locked?.dependencies ?? {}) !== JSON.stringify(vendored.dependencies ?? {})) {
      problems.push(`functions/package-lock.json locks another ${name} than ${WORKSPACE_DEPENDENCIES[name]}/package.json`);
    }
  }
  for (const [lockPath, meta] of Object.entries(lock.packages ?? {})) {
    if (!lockPath || meta.link) continue;
    const tested = workspaceVersion(rootPackages, lockPath);
    if (tested !== undefined && tested !== meta.version)
      problems.push(`${lockPath.replace(/^.*node_modules\//, "")} is locked at ${meta.version}, the tests ran ${tested}`);
  }
  if (problems.length > 0) problems.push("Refresh it with: npm run lockfile:functions");
  return problems;
}
