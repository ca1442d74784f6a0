// The mutation check: proof that the tests catch a broken rule. Each mutation below breaks one
// route's permission, validation or stored value in the source, rebuilds the functions, runs the
// test files that should notice through `npm test -- <files>`, and puts the source back. A mutation
// whose tests still pass is a hole in the suite, and the check exits non-zero. Slow (a stack start
// per mutation, about a minute each); run by hand after changing how the tests are organised:
// `node scripts/mutation-check.mjs [--only 1,4]`.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/local-stack.mjs";

// The matrix checks that routes enforce the permission table (its expectations come from the
// table); the unit test pins the table itself.
const MATRIX = ["functions/test/integration/authorization-matrix.test.ts", "functions/test/unit/permissions.test.ts"];

/** A mutation of the permission table: `permission` (of `scope`) granted from role `to` instead of `from`. */
const permissionLowered = (route, who, permission, scope, from, to) => ({
  route,
  breaks: `permission: ${who}`,
  file: "packages/contract/src/roles.ts",
  find: `"${permission}": { scope: "${scope}", minRole: "${from}" }`,
  replace: `"${permission}": { scope: "${scope}", minRole: "${to}" }`,
  tests: MATRIX,
});

/** route · what is broken · file · exact text · its replacement · test files that must fail */
export const MUTATIONS = [
  permissionLowered("POST /v1/brands", "a member may create brands", "brands.create", "tenant", "admin", "member"),
  permissionLowered(
    "PATCH /v1/brands/{brandId}/experiences/{experienceId}/products/{productId} (and every content write)",
    "a brand viewer may write content",
    "brandContent.write",
    "brand",
    "editor",
    "viewer",
  ),
  permissionLowered("POST /v1/tenants/me/exports", "an admin may export the workspace", "tenant.export", "tenant", "owner", "admin"),
  permissionLowered("GET /v1/tenants/me/audit-log", "a member may read the audit log", "auditLog.read", "tenant", "admin", "member"),
  {
    route: "POST /v1/brands/{brandId}/experiences/{experienceId}/products",
    breaks: "validation: a negative price is accepted",
    file: "packages/contract/src/products.ts",
    find: `.min(0, "Price cannot be negative")`,
    replace: `.min(-1e9, "Price cannot be negative")`,
    tests: ["functions/test/integration/products.test.ts"],
  },
  {
    route: "POST /v1/brands/{brandId}/experiences/{experienceId}/products",
    breaks: "validation: a product name of any length is accepted",
    file: "packages/contract/src/products.ts",
    find: ".max(PRODUCT_NAME_MAX, `Product name is at most ${PRODUCT_NAME_MAX} characters`)",
    replace: ".max(1_000_000, `Product name is at most ${PRODUCT_NAME_MAX} characters`)",
    tests: ["functions/test/integration/products.test.ts", "functions/test/unit/products-contract.test.ts"],
  },
  {
    route: "POST /v1/brands/{brandId}/stores",
    breaks: "validation: any string is taken as a time zone",
    file: "packages/contract/src/stores.ts",
    find: `    location: geoPointSchema,\n    timezone: timeZoneSchema,`,
    replace: `    location: geoPointSchema,\n    timezone: z.string(),`,
    tests: ["functions/test/integration/stores.test.ts"],
  },
  {
    route: "PATCH /v1/brands/{brandId}",
    breaks: "stored value: new brand colours are not stored",
    file: "functions/src/brands/brands.ts",
    find: `  if (input.colors) update.colors = input.colors;\n`,
    replace: ``,
    tests: ["functions/test/integration/brands.test.ts"],
  },
  {
    route: "POST /v1/brands/{brandId}/stores",
    breaks: "stored value: the store's search key keeps capitals",
    file: "functions/src/stores/stores.ts",
    find: `    nameLower: input.name.toLowerCase(),`,
    replace: `    nameLower: input.name,`,
    tests: ["functions/test/integration/stores.test.ts"],
  },
  {
    route: "POST /v1/brands/{brandId}/placements",
    breaks: "stored value: the placement's default experience is dropped",
    file: "functions/src/placements/placements.ts",
    find: `      defaultExperienceId: input.defaultExperienceId,`,
    replace: `      defaultExperienceId: null,`,
    tests: ["functions/test/integration/placements.test.ts"],
  },
];

const { values } = parseArgs({ options: { only: { type: "string" } } });
const only = values.only ? new Set(values.only.split(",").map(Number)) : null;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = (args, env = {}) => spawnSync(npm, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 1 << 28 });

// The web app and the sample models do not change: build everything once, the functions per mutation.
if (run(["run", "build"]).status !== 0) throw new Error("the build failed before any mutation");
const rows = [];
for (const [i, mutation] of MUTATIONS.entries()) {
  if (only && !only.has(i + 1)) continue;
  const file = path.join(ROOT, mutation.file);
  const original = readFileSync(file, "utf8");
  if (original.split(mutation.find).length !== 2) throw new Error(`mutation ${i + 1}: its text is not in ${mutation.file} exactly once; update it`);
  writeFileSync(
    file,
    original.replace(mutation.find, () => mutation.replace),
  );
  let outcome;
  try {
    const build = run(["run", "build", "-w", "functions"]);
    if (build.status !== 0) outcome = "did not compile (caught by the type-check)";
    else {
      const test = run(["test", "--", ...mutation.tests], { VITRINE_SKIP_BUILD: "1" });
      const counts = /tests: (\d+) passed, (\d+) failed/.exec(test.stdout);
      outcome = test.status !== 0 ? `caught: ${counts ? `${counts[2]} failing` : "suite failed"}` : "NOT CAUGHT";
    }
  } finally {
    writeFileSync(file, original);
  }
  rows.push([i + 1, mutation.route, mutation.breaks, mutation.tests.map((t) => path.basename(t)).join(", "), outcome]);
  console.log(`${i + 1}. ${mutation.route} — ${mutation.breaks}: ${outcome}`);
}
run(["run", "build", "-w", "functions"]);
console.log("\n| # | route | what was broken | test files | outcome |\n|---|---|---|---|---|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
process.exit(rows.some((row) => row[4] === "NOT CAUGHT") ? 1 : 0);
