// The import boundaries the READMEs state, as one lint rule. Specifiers are resolved by path only
// (relative, the web app's `@/` alias, and the contract package's name), which is all these
// boundaries need, so no module resolver has to run on every import.
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const CONTRACT = "@vitrine/contract";

/** The repository-relative, `/`-separated path an import specifier points at, or null for another package. */
function resolveSpecifier(importer, specifier) {
  let target;
  if (specifier === CONTRACT) target = path.join(ROOT, "packages/contract/src/index");
  else if (specifier.startsWith(`${CONTRACT}/`)) target = path.join(ROOT, "packages/contract/src", specifier.slice(CONTRACT.length + 1));
  else if (specifier.startsWith("@/")) target = path.join(ROOT, "web/src", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(importer), specifier);
  else return null;
  return path.relative(ROOT, target).split(path.sep).join("/");
}

const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/** The web app's layer a file is in: the shared ones, a feature, or the app that composes them. */
const webLayerOf = (file) => /^web\/src\/(data|lib|components|hooks|features|app)\//.exec(file)?.[1];
const SHARED_WEB_LAYERS = new Set(["data", "lib", "components", "hooks"]);

/**
 * The server code that adapts Express: http/ itself, each area's route handlers (`<area>/handlers.ts`),
 * the app and the handlers' merge point, and the two request-side modules that read the request
 * (authentication, the audit entry's client address). Services and everything else never import http/.
 */
const HTTP_SIDE = new Set([
  "functions/src/app.ts",
  "functions/src/index.ts",
  "functions/src/app-handlers.ts",
  "functions/src/auth/authenticate.ts",
  "functions/src/audit/pending-audit.ts",
]);
const mayImportHttp = (file) => file.startsWith("functions/src/http/") || HTTP_SIDE.has(file) || /^functions\/src\/[^/]+\/handlers\.ts$/.test(file);

/** Why `file` may not import `target` (a repository path, or null for a package other than the contract), or null when it may. */
export function boundaryViolation(file, target, specifier = target) {
  if (file.startsWith("packages/contract/")) {
    const outside = target === null ? specifier !== "zod" && !specifier.startsWith("zod/") : !target.startsWith("packages/contract/");
    if (outside) return `the contract is zod and itself only, so that the functions and the web app can both load it: it imports "${specifier}"`;
    return null;
  }
  if (target === null) return null;
  if (file.startsWith("web/")) {
    const from = featureOf(file);
    const to = featureOf(target);
    if (from && to && from !== to) {
      return `features never import each other: "${from}" imports "${to}"; move what both need to web/src/data, lib or components`;
    }
    // One direction only: shared layers -> features -> app.
    const layer = webLayerOf(file);
    const targetLayer = webLayerOf(target);
    if (SHARED_WEB_LAYERS.has(layer) && (targetLayer === "features" || targetLayer === "app")) {
      return `the shared layers (data, lib, components, hooks) never import ${targetLayer}/: web/src/${layer} imports "${specifier}"; move what it needs down into a shared layer`;
    }
    if (layer === "features" && targetLayer === "app") {
      return `features never import app/, which composes them: "${specifier}"; move what both need to web/src/data, lib or components`;
    }
    if (target.startsWith("functions/") || target.startsWith("tools/")) {
      return `the web app takes only the contract (${CONTRACT}) from the server side`;
    }
  }
  if (file.startsWith("functions/") && target.startsWith("packages/") && specifier.startsWith(".")) {
    return `the functions take the contract by its package name (${CONTRACT}), which the build compiles first, not by a path into packages/`;
  }
  if (file.startsWith("functions/src/") && target.startsWith("functions/src/http/") && !mayImportHttp(file)) {
    return "only http/, an area's handlers.ts and the app's entry points import http/ (errors come from src/errors.ts, preconditions from src/conditional.ts)";
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: "problem",
    docs: {
      description:
        "features do not import each other, the web app's shared layers import no feature and no app, the web app imports only the contract, the contract only zod, only the HTTP side of the server imports http/",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const check = (source) => {
      if (!source || typeof source.value !== "string") return;
      const message = boundaryViolation(file, resolveSpecifier(context.filename, source.value), source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source),
    };
  },
};
