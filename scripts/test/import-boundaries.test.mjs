// The project's own lint rules (scripts/eslint/): the import boundaries the READMEs state (resolved
// paths in, a reason or null out), no import cycles, kebab-case file names; and the one way the
// server makes an API error.
import { expect } from "chai";
import { ESLint, Linter } from "eslint";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import tseslint from "typescript-eslint";
import { fileNameProblem, kebabCaseFileNames } from "../eslint/file-names.mjs";
import { boundaryViolation } from "../eslint/import-boundaries.mjs";
import { cycleEdges, importGraph, noImportCycles } from "../eslint/import-cycles.mjs";
import { ROOT } from "../lib/local-stack.mjs";

describe("import boundaries", () => {
  it("lets only the HTTP side of the server import http/", () => {
    for (const file of [
      "functions/src/http/register-routes.ts",
      "functions/src/brands/handlers.ts",
      "functions/src/analytics/handlers.ts",
      "functions/src/app.ts",
      "functions/src/app-handlers.ts",
      "functions/src/auth/authenticate.ts",
    ]) {
      expect(boundaryViolation(file, "functions/src/http/handler"), file).to.equal(null);
    }
    for (const file of [
      "functions/src/brands/brands.ts",
      "functions/src/analytics/ingest.ts",
      "functions/src/ai-chat/chat-answerers/retrieval.ts",
      "functions/src/jobs/scheduled-jobs.ts",
    ]) {
      expect(boundaryViolation(file, "functions/src/http/rate-limit"), file).to.match(/import http\//);
    }
    expect(boundaryViolation("functions/src/brands/brands.ts", "functions/src/errors")).to.equal(null);
  });

  it("keeps the web app's features apart and on the contract only", () => {
    expect(boundaryViolation("web/src/features/brands/x.tsx", "web/src/features/placements/y")).to.match(/features never import each other/);
    expect(boundaryViolation("web/src/features/brands/x.tsx", "web/src/lib/csv")).to.equal(null);
    expect(boundaryViolation("web/src/lib/x.ts", "functions/src/brands/brands")).to.match(/only the contract/);
    expect(boundaryViolation("web/src/lib/x.ts", "functions/src/errors")).to.match(/only the contract/);
    expect(boundaryViolation("web/src/lib/x.ts", "packages/contract/src/index", "@vitrine/contract")).to.equal(null);
    expect(boundaryViolation("web/src/lib/x.ts", null, "three")).to.equal(null);
  });

  it("keeps the web app's layers one way: shared layers, then features, then the app", () => {
    for (const [file, target] of [
      ["web/src/lib/x.ts", "web/src/features/brands/y"],
      ["web/src/data/brands/x.ts", "web/src/app/routes/not-found"],
      ["web/src/components/ui/x.tsx", "web/src/features/viewer/lib/analytics"],
      ["web/src/hooks/x.ts", "web/src/app/provider"],
    ]) {
      expect(boundaryViolation(file, target), `${file} -> ${target}`).to.match(/shared layers \(data, lib, components, hooks\) never import/);
    }
    expect(boundaryViolation("web/src/features/brands/x.tsx", "web/src/app/routes/not-found")).to.match(/features never import app/);
    for (const [file, target] of [
      ["web/src/app/route-table.tsx", "web/src/features/brands/routes/brands"],
      ["web/src/features/brands/x.tsx", "web/src/data/brands/keys"],
      ["web/src/features/brands/x.tsx", "web/src/features/brands/lib/y"],
      ["web/src/data/me/get-me.ts", "web/src/lib/api"],
      ["web/src/components/ui/x.tsx", "web/src/hooks/use-debounce"],
      ["web/src/main.tsx", "web/src/app/app"],
    ]) {
      expect(boundaryViolation(file, target), `${file} -> ${target}`).to.equal(null);
    }
  });

  it("keeps the contract on zod alone, and the functions on its built package", () => {
    expect(boundaryViolation("packages/contract/src/brands.ts", "packages/contract/src/common", "./common.js")).to.equal(null);
    expect(boundaryViolation("packages/contract/src/brands.ts", null, "zod")).to.equal(null);
    expect(boundaryViolation("packages/contract/src/brands.ts", null, "express")).to.match(/zod and itself only/);
    expect(boundaryViolation("packages/contract/src/brands.ts", "functions/src/errors", "../../../functions/src/errors.js")).to.match(/zod and itself only/);
    expect(boundaryViolation("packages/contract/src/brands.ts", "web/src/lib/format", "@/lib/format")).to.match(/zod and itself only/);
    expect(boundaryViolation("functions/src/brands/brands.ts", "packages/contract/src/brands", "../../../packages/contract/src/brands.js")).to.match(
      /by its package name/,
    );
    expect(boundaryViolation("functions/src/brands/brands.ts", "packages/contract/src/index", "@vitrine/contract")).to.equal(null);
  });
});

/** Runs one of the project's rules on a file, as the linter would. */
function lint(rule, options, code, filename) {
  // The temporary trees are outside the repository: patterns are matched from the file system root.
  const linter = new Linter({ configType: "flat", cwd: path.parse(filename).root });
  return linter.verify(
    code,
    [
      {
        files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
        languageOptions: { parser: tseslint.parser },
        plugins: { vitrine: { rules: { rule } } },
        rules: { "vitrine/rule": ["error", ...options] },
      },
    ],
    { filename, allowInlineConfig: false },
  );
}

describe("no import cycles", () => {
  let tree;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  };
  before(() => {
    tree = mkdtempSync(path.join(os.tmpdir(), "vitrine-cycles-"));
    // a <-> b (b's half is type-only: it still counts); c imports a (no cycle); a loads c lazily
    // (dynamic import() runs after both are evaluated: no cycle); d/index re-exports e, e imports the index.
    write("a.ts", 'import { b } from "./b.js";\nexport const a = () => import("./c");\nexport const x = b;\n');
    write("b.ts", 'import type { A } from "./types/a-type";\nimport { a } from "./a";\nexport const b: A = 1;\nexport const y = a;\n');
    write("types/a-type.ts", "export type A = number;\n");
    write("c.ts", 'import { a } from "./a";\nexport const c = a;\n');
    write("d/index.ts", 'export * from "./e";\n');
    write("d/e.ts", 'import type { E } from "./index";\nexport type F = E;\nexport type E = string;\n');
  });
  after(() => rmSync(tree, { recursive: true, force: true }));

  it("finds the imports that lie on a cycle, type-only ones included, dynamic import() excepted", () => {
    const edges = [...cycleEdges(importGraph(tree)).keys()].map((edge) =>
      edge
        .split(" -> ")
        .map((file) => path.relative(tree, file))
        .join(" -> "),
    );
    expect(edges.sort()).to.deep.equal(["a.ts -> b.ts", "b.ts -> a.ts", "d/e.ts -> d/index.ts", "d/index.ts -> d/e.ts"]);
  });

  it("reports each such import in the file that makes it, with the cycle", () => {
    const options = [{ trees: [tree] }];
    const inA = lint(noImportCycles, options, 'import { b } from "./b.js";\nexport const a = () => import("./c");\n', path.join(tree, "a.ts"));
    expect(inA.map((m) => m.message)).to.deep.equal(["import cycle: a.ts -> b.ts -> a.ts; move what both need into a module that imports neither"]);
    const inE = lint(noImportCycles, options, 'import type { E } from "./index";\n', path.join(tree, "d/e.ts"));
    expect(inE.map((m) => m.message)).to.deep.equal(["import cycle: d/e.ts -> d/index.ts -> d/e.ts; move what both need into a module that imports neither"]);
    expect(lint(noImportCycles, options, 'import { a } from "./a";\n', path.join(tree, "c.ts"))).to.deep.equal([]);
    // A file outside the trees is not checked.
    expect(lint(noImportCycles, [{ trees: [path.join(tree, "d")] }], 'import { b } from "./b.js";\n', path.join(tree, "a.ts"))).to.deep.equal([]);
  });
});

describe("kebab-case file names", () => {
  it("refuses a file or folder name that is not kebab-case", () => {
    for (const file of [
      "web/src/components/ui/ColourField.tsx",
      "web/src/lib/format_price.ts",
      "web/src/features/Viewer/lib/x.ts",
      "functions/src/jobs/rollUp.test.ts",
    ]) {
      expect(fileNameProblem(file), file).to.match(/kebab-case/);
    }
    for (const file of [
      "web/src/components/ui/colour-field.tsx",
      "functions/test/unit/roll-up.test.ts",
      "web/src/vite-env.d.ts",
      "eslint.config.mjs",
      "web/src/lib/i18n/fr.json",
    ]) {
      expect(fileNameProblem(file), file).to.equal(null);
    }
    const messages = lint(kebabCaseFileNames, [], "export {};\n", path.join(ROOT, "web/src/lib/formatPrice.ts"));
    expect(messages.map((m) => m.message)).to.deep.equal([
      'file and folder names are kebab-case (lower-case words joined by -): "formatPrice.ts" in web/src/lib/formatPrice.ts',
    ]);
    expect(lint(kebabCaseFileNames, [], "export {};\n", path.join(ROOT, "web/src/lib/format-price.ts"))).to.deep.equal([]);
  });

  it("holds for the stylesheets and catalogues too, which the linter does not read", () => {
    const files = execFileSync("git", ["ls-files", "web/src", "functions/src", "packages/contract/src"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    expect(files.length).to.be.greaterThan(500);
    expect(files.map(fileNameProblem).filter(Boolean)).to.deep.equal([]);
  });
});

describe("one error-constructor convention", () => {
  // The project's own configuration, as `npm run lint` applies it.
  const lintServerFile = async (file, code) => {
    const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, file) });
    return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
  };
  const code = 'import { ApiError, conflict } from "../errors.js";\nexport const a = new ApiError("conflict", "Taken");\nexport const b = conflict("Taken");\n';

  it("refuses new ApiError() in the server outside errors.ts, whose constructors it points to", async () => {
    expect(await lintServerFile("functions/src/stores/stores.ts", code)).to.deep.equal([
      "Throw the constructor of functions/src/errors.ts for this code (conflict(), invalid(), notFound(), …), not new ApiError().",
    ]);
    expect(await lintServerFile("functions/src/errors.ts", code)).to.deep.equal([]);
    expect(await lintServerFile("functions/test/unit/error-handler.test.ts", code)).to.deep.equal([]);
  });
});

describe("one cursor pager", () => {
  it("refuses a list's own cursors in the server outside firestore/", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const restricted = async (file) => {
      const code = 'import { decodeCursor, toIso } from "../firestore/values.js";\nexport const a = [decodeCursor, toIso];\n';
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
      return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
    };
    expect(await restricted("functions/src/members/members.ts")).to.have.length(1);
    expect((await restricted("functions/src/members/members.ts"))[0]).to.match(/cursorPage/);
    expect(await restricted("functions/src/firestore/cursor-page.ts")).to.deep.equal([]);
  });
});
