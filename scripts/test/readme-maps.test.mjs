// The READMEs' maps against the tree: every file or folder a README names in backticks exists (as
// that path, or as the end of one: `lib/form.ts` is web/src/lib/form.ts), so a move or a rename
// that forgets the map fails here instead of misleading the next person.
import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/local-stack.mjs";

/** What the build or a run writes, and storage prefixes (`tenants/`): named by the READMEs, never in git. */
const GENERATED = [
  /^lib\//,
  /^functions\/lib\//,
  /^dist\//,
  /^web\/dist\//,
  /^packages\/contract\/dist\//,
  /^\.deploy\//,
  /^vendor\//,
  /test-results\//,
  /^emulator-data\//,
  /^tenants\/$/,
];

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join("/")}/`),
  ),
);

const exists = (named) =>
  named.endsWith("/")
    ? [...folders].some((folder) => folder === named || folder.endsWith(`/${named}`))
    : tracked.some((file) => file === named || file.endsWith(`/${named}`));

/** The paths a README names: backticked, with a folder in them, ending in a source file's extension or a slash. */
function namedPaths(readme) {
  const tokens = [...readFileSync(path.join(ROOT, readme), "utf8").matchAll(/`([^`\s]+)`/g)].map((match) => match[1].replace(/^\.\//, ""));
  return [...new Set(tokens)].filter(
    (token) =>
      token.includes("/") &&
      /(\.(ts|tsx|mjs|js|json|css|md|rules)|\/)$/.test(token) &&
      // Patterns (`messages/<language>.json`), URLs, API paths and Firestore paths are not files.
      !/[<>*{}…|:]|^\/|^\.\.\//.test(token) &&
      !GENERATED.some((pattern) => pattern.test(token)),
  );
}

describe("The READMEs' maps", () => {
  for (const readme of ["README.md", "functions/README.md", "web/README.md"]) {
    it(`${readme} names only files and folders that exist`, () => {
      const named = namedPaths(readme);
      expect(named.length, "paths found").to.be.greaterThan(readme === "README.md" ? 3 : 40);
      expect(named.filter((token) => !exists(token))).to.deep.equal([]);
    });
  }

  // Every area has its place on the map: a new data resource, screen area or server area that the
  // README does not name fails here.
  const areas = (dir) => [...folders].filter((folder) => folder.startsWith(`${dir}/`) && folder.split("/").length === dir.split("/").length + 2);
  for (const [readme, dir, skip] of [
    ["web/README.md", "web/src/data", ["messages/"]],
    ["web/README.md", "web/src/features", []],
    ["functions/README.md", "functions/src", []],
  ]) {
    it(`${readme} names every folder of ${dir}`, () => {
      const text = readFileSync(path.join(ROOT, readme), "utf8");
      const unnamed = areas(dir)
        .map((folder) => folder.slice(dir.length + 1))
        .filter((area) => {
          if (skip.includes(area)) return false;
          // Named alone in a list (`sets/`), or on a path (`features/world-builder/components/`, `src/analytics/`).
          const alone = text.includes(`\`${area}\``) || text.includes(`\`${area.slice(0, -1)}\``);
          return !alone && !text.includes(`${path.basename(dir)}/${area}`);
        });
      expect(unnamed, `folders of ${dir} that ${readme} does not name`).to.deep.equal([]);
    });
  }
});
