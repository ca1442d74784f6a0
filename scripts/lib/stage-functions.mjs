// The functions folder as `firebase deploy` uploads it: what firebase.json does not ignore of
// functions/ (the built lib/, the lockfile), the deployed package.json, and under vendor/ a built
// copy of each workspace package the functions use, so that Cloud Build's `npm ci` of that folder
// alone finds everything. Deploys run from this copy through a config next to firebase.json whose
// functions source is the copy (firebase-tools resolves a config's paths from its folder).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { WORKSPACE_DEPENDENCIES, deployedFunctionsPackage, vendoredFolder, writeDeployedManifests } from "./functions-lockfile.mjs";

/** Where `npm run deploy` stages the functions, and the config it deploys with (neither is committed). */
export const STAGED_FUNCTIONS = ".deploy/functions";
export const DEPLOY_CONFIG_FILE = "firebase.deploy.json";

/** firebase.json's ignore patterns for a functions source: names and `*.ext` / `prefix*.ext` globs. */
export function ignoredByFirebase(name, patterns) {
  return patterns.some((pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(name));
}

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** Copies the built functions into `dir` as they deploy (see the top of this file); returns `dir`. */
export function stageFunctions(root, dir) {
  const source = readJson(path.join(root, "firebase.json")).functions[0];
  const from = path.join(root, source.source);
  if (!existsSync(path.join(from, "lib/index.js"))) throw new Error(`${source.source}/lib is not built: run npm run build first`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(from)) {
    if (!ignoredByFirebase(name, source.ignore)) cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
  }
  writeDeployedManifests(root, dir);
  for (const name of Object.keys(WORKSPACE_DEPENDENCIES)) {
    if (!deployedFunctionsPackage(root).dependencies?.[name]) continue;
    const built = path.join(root, WORKSPACE_DEPENDENCIES[name], "dist");
    if (!existsSync(built)) throw new Error(`${WORKSPACE_DEPENDENCIES[name]}/dist is not built: run npm run build first`);
    cpSync(built, path.join(dir, vendoredFolder(name), "dist"), { recursive: true });
  }
  return dir;
}

/** Writes the deploy config next to firebase.json (its functions source: `stagedDir`) and returns its path. */
export function writeDeployConfig(root, stagedDir) {
  const config = readJson(path.join(root, "firebase.json"));
  config.functions = config.functions.map((entry, i) => (i === 0 ? { ...entry, source: path.relative(root, stagedDir).split(path.sep).join("/") } : entry));
  const target = path.join(root, DEPLOY_CONFIG_FILE);
  writeFileSync(`${target}.tmp`, JSON.stringify(config, null, 2) + "\n");
  renameSync(`${target}.tmp`, target);
  return target;
}
