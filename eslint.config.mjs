// The linter `npm test` runs first: a lint error fails the run. typescript-eslint's rules that need
// no type information (the type-aware ones would make every run a full type-check), the rules of
// hooks, and the project's own (scripts/eslint/): the import boundaries the READMEs state, no import
// cycles, kebab-case file names.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { kebabCaseFileNames } from "./scripts/eslint/file-names.mjs";
import { importBoundaries } from "./scripts/eslint/import-boundaries.mjs";
import { noStringFirestorePaths } from "./scripts/eslint/firestore-paths.mjs";
import { cyclesFingerprint, noImportCycles } from "./scripts/eslint/import-cycles.mjs";

/** The trees kept free of import cycles, each a graph of its own. */
const CYCLE_FREE = ["web/src", "packages/contract/src", "functions/src"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      ".deploy/",
      "functions/lib/",
      "packages/contract/dist/",
      "packages/sdk/dist/",
      "packages/sdk/src/generated/",
      "web/dist/",
      "web/test-results/",
      "emulator-data/",
      "web/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names fail the type-check already (noUnusedLocals); `_`-prefixed ones are deliberate.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // The contract refuses control characters and the test runner strips colour codes: those
      // patterns name control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/test/**/*.{ts,mjs}", "**/*.test.{ts,tsx,mjs}", "web/e2e/**/*.mjs"],
    languageOptions: { globals: { ...globals.mocha } },
    rules: {
      // Tests read answers as loose JSON, assert with chai's property assertions
      // (`expect(x).to.be.true`), and load server modules with require() after setting the
      // environment (tsx maps the .js names to the sources for require only).
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-expressions": "off",
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // Benchmarks and browser tests run functions inside the page.
    files: ["scripts/bench/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "web/e2e/**/*.mjs", "web/scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    plugins: {
      vitrine: {
        rules: {
          "import-boundaries": importBoundaries,
          "no-import-cycles": noImportCycles,
          "kebab-case-file-names": kebabCaseFileNames,
          "no-string-firestore-paths": noStringFirestorePaths,
        },
      },
    },
    rules: { "vitrine/kebab-case-file-names": "error" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "functions/src/**/*.ts", "functions/test/**/*.ts", "packages/contract/src/**/*.ts"],
    rules: { "vitrine/import-boundaries": "error" },
  },
  {
    // One way to make an API error: the constructors of `functions/src/errors.ts` (`conflict()`,
    // `invalid()`, …), so a code's errors are found, and reworded, in one place. Another
    // `no-restricted-syntax` entry for these files must repeat this one: a later block's options
    // replace an earlier block's for the same rule.
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/errors.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='ApiError']",
          message: "Throw the constructor of functions/src/errors.ts for this code (conflict(), invalid(), notFound(), …), not new ApiError().",
        },
      ],
    },
  },
  {
    // Firestore paths come from the one registry of collections (functions/src/firestore/), so
    // the export, the purge and the inventory read one list of what a workspace owns. The
    // authorization-matrix probes too: their fixtures stay where the server puts documents.
    files: ["functions/src/**/*.ts", "functions/test/integration/authorization-matrix.test.ts", "functions/test/integration/probes/**/*.ts"],
    ignores: ["functions/src/firestore/**"],
    rules: { "vitrine/no-string-firestore-paths": "error" },
  },
  {
    // Every list pages through `firestore/cursor-page.ts` (or `list-page.ts` for small lists read
    // whole): a list that made its own cursors drifted from the others' order and checks.
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/firestore/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/firestore/values.js"],
              importNames: ["decodeCursor", "encodeCursor"],
              message: "Page a list with cursorPage / cursorPageOfDocs (firestore/cursor-page.ts) or pageOfList (firestore/list-page.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: CYCLE_FREE.map((tree) => `${tree}/**/*.{ts,tsx}`),
    rules: { "vitrine/no-import-cycles": ["error", { trees: CYCLE_FREE, fingerprint: cyclesFingerprint(CYCLE_FREE) }] },
  },
);
