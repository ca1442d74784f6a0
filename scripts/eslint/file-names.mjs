// Kebab-case file and folder names (`brand-overview.tsx`, `data/api-keys/`): one spelling, so an
// import never differs from its file only by case (which macOS and Windows forgive and Linux does
// not). Dots separate a name's parts (`roll-up.test.ts`, `vite-env.d.ts`).
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why a repository-relative path is misnamed (its first segment that is not kebab-case), or null. */
export function fileNameProblem(file) {
  for (const segment of file.split("/")) {
    if (!segment.split(".").every((part) => KEBAB.test(part))) {
      return `file and folder names are kebab-case (lower-case words joined by -): "${segment}" in ${file}`;
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const kebabCaseFileNames = {
  meta: {
    type: "suggestion",
    docs: { description: "file and folder names are kebab-case" },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    return {
      Program(node) {
        // Only the repository's own files (text handed to ESLint has no real name).
        if (!path.isAbsolute(context.filename) || file.startsWith("../")) return;
        const message = fileNameProblem(file);
        if (message) context.report({ node, loc: { line: 1, column: 0 }, message });
      },
    };
  },
};
