// A fresh machine: `npm test` either provides what its suites need from the system (as root with
// apt) or stops before building or testing anything, naming the one command to run.
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "../lib/local-stack.mjs";
import { ensureSystemRequirements, installCommand, missingTools, SystemRequirementsError } from "../lib/system-requirements.mjs";

/** A machine that has only `tools`, recording the commands run on it. */
function fakeMachine({ tools = [], root = true, apt = true, installs = true } = {}) {
  const have = new Set(tools);
  const ran = [];
  const has = Object.fromEntries(["chromium", "curl", "jq"].map((tool) => [tool, () => have.has(tool)]));
  return {
    ran,
    system: {
      has,
      isRoot: () => root,
      canApt: () => apt,
      run: (command, args) => {
        ran.push([command, ...args].join(" "));
        if (installs && args[0] === "install") ["chromium", "curl", "jq"].forEach((tool) => have.add(tool));
        return 0;
      },
    },
  };
}

describe("System requirements of the test suites", () => {
  it("asks only for what the chosen suites use", () => {
    const { system } = fakeMachine();
    expect(missingTools(["unit", "firestore", "persistence"], system.has)).to.deep.equal([]);
    expect(missingTools(["browser"], system.has)).to.deep.equal(["chromium"]);
    expect(missingTools(["integration"], system.has)).to.have.members(["curl", "jq"]);
  });

  it("does nothing when everything is there", () => {
    const machine = fakeMachine({ tools: ["chromium", "curl", "jq"] });
    ensureSystemRequirements(["browser", "integration"], { system: machine.system, log: () => {} });
    expect(machine.ran).to.deep.equal([]);
  });

  it("installs Debian's chromium, curl and jq when it runs as root with apt", () => {
    const machine = fakeMachine();
    ensureSystemRequirements(["integration", "browser"], { system: machine.system, log: () => {} });
    expect(machine.ran[0]).to.equal("apt-get update");
    expect(machine.ran[1]).to.match(/^apt-get install -y --no-install-recommends .*\bchromium\b/);
    expect(machine.ran[1])
      .to.match(/\bcurl\b/)
      .and.to.match(/\bjq\b/);
  });

  it("stops with the exact command when it cannot install (not root)", () => {
    const machine = fakeMachine({ root: false });
    expect(() => ensureSystemRequirements(["browser", "integration"], { system: machine.system, log: () => {} }))
      .to.throw(SystemRequirementsError)
      .with.property("message")
      .that.includes(installCommand)
      .and.includes("chromium");
    expect(machine.ran).to.deep.equal([]);
  });

  it("says so when the install did not provide the tools", () => {
    const machine = fakeMachine({ installs: false });
    expect(() => ensureSystemRequirements(["browser"], { system: machine.system, log: () => {} })).to.throw(/still missing/);
  });

  it("`npm test` stops before building when the browser is missing, naming the command", function () {
    this.timeout(30_000);
    // CHROMIUM_PATH names a browser that is not there: the runner must not try apt for it, and
    // must not start the minute-long build either.
    const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/run-tests.mjs"), "browser"], {
      cwd: ROOT,
      env: { ...process.env, CHROMIUM_PATH: path.join(ROOT, "no-such-chromium") },
      encoding: "utf8",
    });
    expect(result.status).to.equal(1);
    expect(result.stderr).to.include("The tests need chromium").and.include("apt-get install");
    expect(result.stdout).not.to.include("Building");
  });
});
