// @vitrine/sdk as someone outside the repository gets it: `npm pack` (which builds it), installed
// offline into an empty folder, its README's examples type-checked against the packed types and
// one of them, compiled, run with plain node against the local stack.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "chai";
import { BASE_URL } from "../helpers/env.js";
import { createExperience } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { SDK_DIR, sdkReadmeExamples } from "../helpers/sdk-readme.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const run = promisify(execFile);
const ROOT = path.resolve(SDK_DIR, "../..");
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc");

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

describe("@vitrine/sdk packed: installs offline into an empty folder, type-checks its README and runs against the local stack", function () {
  this.timeout(180_000);
  const work = mkdtempSync(path.join(os.tmpdir(), "vitrine-sdk-package-"));
  const app = path.join(work, "app");
  let tarball: string;
  let packedFiles: string[];
  after(() => rmSync(work, { recursive: true, force: true }));

  before(async () => {
    // What a publisher runs: prepack compiles src/ to dist/ first (its output goes to stderr).
    const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", work], { cwd: SDK_DIR, encoding: "utf8" });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    tarball = path.join(work, packed!.filename);
    packedFiles = packed!.files.map((f) => f.path).sort();
  });

  it("packs the built library, its types and README, and no source or test", () => {
    expect(packedFiles).to.include.members([
      "package.json",
      "README.md",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/generated/operations.js",
      "dist/verify-webhook.js",
    ]);
    expect(packedFiles.filter((file) => !/^dist\/[\w/-]+\.(js|d\.ts)$/.test(file))).to.deep.equal(["README.md", "package.json"]);
  });

  it("installs offline from the tarball alone: it depends on nothing", async () => {
    mkdirSync(app);
    writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "sdk-consumer", private: true, type: "module" }));
    await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--loglevel=error", tarball], { cwd: app });
    const installed = JSON.parse(readFileSync(path.join(app, "node_modules/@vitrine/sdk/package.json"), "utf8"));
    expect(installed.dependencies ?? {}).to.deep.equal({});
    expect(installed.peerDependencies ?? {}).to.deep.equal({});
    // A consumer's import finds the built entry point of the installed copy.
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", 'console.log(import.meta.resolve("@vitrine/sdk"))'], { cwd: app });
    expect(stdout.trim()).to.equal(`file://${path.join(app, "node_modules/@vitrine/sdk/dist/index.js")}`);
  });

  describe("its README's examples, compiled against the installed package", () => {
    const examples = sdkReadmeExamples();
    let compiled: { code: number; output: string };

    before(async function () {
      if (!existsSync(path.join(app, "node_modules/@vitrine/sdk"))) this.skip();
      mkdirSync(path.join(app, "examples"));
      for (const { title, code } of examples) writeFileSync(path.join(app, "examples", `${slug(title)}.ts`), code);
      // A call the document does not allow, so the check is seen to use the packed types at all.
      writeFileSync(
        path.join(app, "examples/not-allowed.ts"),
        'import { createClient } from "@vitrine/sdk";\nawait createClient({ baseUrl: "" }).operations.createProduct({ path: { brandId: "b", experienceId: "e" }, body: { sku: "S" } });\n',
      );
      // A Node project's usual settings; only @types/node comes from the workspace.
      writeFileSync(
        path.join(app, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            target: "ES2022",
            module: "NodeNext",
            moduleResolution: "NodeNext",
            strict: true,
            lib: ["ES2022"],
            types: ["node"],
            typeRoots: [path.join(ROOT, "node_modules/@types")],
            rootDir: "examples",
            outDir: "out",
          },
          include: ["examples"],
        }),
      );
      compiled = await run(process.execPath, [TSC, "-p", app], { cwd: app, encoding: "utf8" }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (err: { code: number; stdout: string }) => ({ code: err.code, output: err.stdout }),
      );
    });

    it("type-checks every example, and refuses a call the document does not allow", () => {
      expect(examples.length).to.be.greaterThan(0);
      const errors = compiled.output.split("\n").filter((line) => /error TS\d+/.test(line));
      expect(
        errors.filter((line) => !line.startsWith("examples/not-allowed.ts")),
        compiled.output,
      ).to.deep.equal([]);
      expect(errors.length, compiled.output).to.be.greaterThan(0);
      // The body lacks what has no default; what the server fills in (description, url, …) may be left out.
      expect(compiled.output).to.match(
        /^examples\/not-allowed\.ts\(2,\d+\): error TS2739: .* is missing the following properties from type .*': name, price, currency$/m,
      );
    });

    it("runs the compiled “Create a product” with plain node against the local stack", async () => {
      const ws: Workspace = await createWorkspace("sdk-package");
      const key = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "SDK package", scope: "write" } });
      expect(key.status, key.text).to.equal(201);
      const experienceId = await createExperience(ws);
      const { stdout } = await run(process.execPath, [path.join(app, "out", `${slug("Create a product")}.js`)], {
        cwd: app,
        encoding: "utf8",
        env: { PATH: process.env.PATH, VITRINE_URL: BASE_URL, VITRINE_API_KEY: key.body.key, BRAND_ID: ws.brandId, EXPERIENCE_ID: experienceId },
      });
      const [, id] = /^created (\S+) Oak chair$/.exec(stdout.trim()) ?? [];
      expect(id, stdout).to.be.a("string");
      const read = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/products/${id}`, { token: ws.users.viewer.token });
      expect(read.status, read.text).to.equal(200);
      expect(read.body).to.deep.include({ sku: "CHAIR-OAK-01", name: "Oak chair", price: 249, currency: "EUR" });
    });
  });
});
