// The functions as Cloud Build gets them: the functions folder minus what firebase.json ignores, with
// a built copy of the contract package under vendor/ (scripts/lib/stage-functions.mjs), installed
// from functions/package-lock.json alone in a folder outside the workspace, then loaded. Also the
// lockfile check and `npm run deploy -- --dry-run`. Downloads packages from the npm registry.
import { expect } from "chai";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/local-stack.mjs";
import { functionsLockfileProblems, SOURCE_CONDITION } from "../lib/functions-lockfile.mjs";
import { DEPLOY_CONFIG_FILE, STAGED_FUNCTIONS, stageFunctions } from "../lib/stage-functions.mjs";

describe("Deploying the functions", function () {
  this.timeout(600_000);
  const work = mkdtempSync(path.join(os.tmpdir(), "vitrine-deploy-"));
  after(() => rmSync(work, { recursive: true, force: true }));

  it("has a lockfile of its own that matches functions/package.json and the tested versions", () => {
    expect(functionsLockfileProblems(ROOT)).to.deep.equal([]);
    // A dependency changed without refreshing the lockfile is caught.
    const copy = path.join(work, "stale");
    for (const file of ["package-lock.json", "functions/package.json", "functions/package-lock.json", "packages/contract/package.json"])
      cpSync(path.join(ROOT, file), path.join(copy, file));
    const pkgPath = path.join(copy, "functions/package.json");
    const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
    pkg.dependencies["left-pad"] = "^1.3.0";
    writeFileSync(pkgPath, JSON.stringify(pkg));
    expect(functionsLockfileProblems(copy).join("\n")).to.include("other dependencies than functions/package.json");
    // So is a contract whose version or dependencies moved on.
    const contractPath = path.join(copy, "packages/contract/package.json");
    const contract = JSON.parse(readFileSync(contractPath, "utf8"));
    writeFileSync(contractPath, JSON.stringify({ ...contract, version: "0.2.0" }));
    expect(functionsLockfileProblems(copy).join("\n")).to.include("locks another @vitrine/contract than packages/contract/package.json");
  });

  it("installs from that lockfile alone, outside the workspace, and loads the entry point", () => {
    const app = stageFunctions(ROOT, path.join(work, "functions"));
    expect(readdirSync(app).sort()).to.include.members(["lib", "package-lock.json", "package.json", "vendor"]);
    expect(readdirSync(app)).to.not.include.members(["node_modules", "src", "test", "tsconfig.json", "tsconfig.tsbuildinfo"]);
    // The contract travels built, without its sources; the deployed package.json points at it.
    expect(existsSync(path.join(app, "vendor/contract/dist/index.js"))).to.be.true;
    expect(existsSync(path.join(app, "vendor/contract/src"))).to.be.false;
    expect(JSON.parse(readFileSync(path.join(app, "package.json"), "utf8")).dependencies["@vitrine/contract"]).to.equal("file:vendor/contract");
    // Its package.json keeps the built exports but not the condition that names the sources it lacks.
    expect(readFileSync(path.join(ROOT, "packages/contract/package.json"), "utf8")).to.include(`"${SOURCE_CONDITION}"`);
    const vendored = readFileSync(path.join(app, "vendor/contract/package.json"), "utf8");
    expect(vendored).to.not.include(SOURCE_CONDITION);
    expect(JSON.parse(vendored).exports["."]).to.deep.equal({ types: "./dist/index.d.ts", default: "./dist/index.js" });

    // `npm ci` refuses a lockfile out of step with package.json, and installs nothing else.
    execFileSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: app,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const loaded = spawnSync(
      process.execPath,
      ["-e", `console.log(JSON.stringify(Object.keys(require("./${JSON.parse(readFileSync(path.join(app, "package.json"), "utf8")).main}"))))`],
      {
        cwd: app,
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: "demo-vitrine", METADATA_SERVER_DETECTION: "none" },
      },
    );
    expect(loaded.status, loaded.stderr).to.equal(0);
    expect(JSON.parse(loaded.stdout)).to.include.members(["api", "onBrandDeleted", "cleanUpStorage", "purgeDeletedWorkspaces"]);
    // What it loaded is the vendored contract, not the workspace's.
    const contract = spawnSync(process.execPath, ["-e", 'console.log(require.resolve("@vitrine/contract"))'], { cwd: app, encoding: "utf8" });
    expect(contract.stdout.trim()).to.equal(path.join(app, "vendor/contract/dist/index.js"));
  });

  it("npm run deploy checks, builds and names its target; --dry-run stops before deploying", () => {
    const deploy = (...args) => spawnSync(process.execPath, [path.join(ROOT, "scripts/deploy.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });
    const noProject = deploy("--dry-run", "--skip-build");
    expect(noProject.status).to.equal(2);
    expect(noProject.stderr).to.include("Name the Firebase project");
    expect(deploy("--project", "demo-vitrine", "--dry-run", "--skip-build").status).to.equal(2);

    const dry = deploy("--project", "prod", "--dry-run", "--skip-build");
    expect(dry.status, dry.stderr).to.equal(0);
    expect(dry.stdout).to.include("functions/package-lock.json is up to date.");
    expect(dry.stdout).to.include(`Staged the functions in ${STAGED_FUNCTIONS}`);
    expect(JSON.parse(readFileSync(path.join(ROOT, DEPLOY_CONFIG_FILE), "utf8")).functions[0].source).to.equal(STAGED_FUNCTIONS);
    expect(dry.stdout).to.include(
      `firebase deploy --config ${DEPLOY_CONFIG_FILE} --project prod --only functions,hosting,firestore:rules,firestore:indexes,storage --non-interactive`,
    );
  });
});
