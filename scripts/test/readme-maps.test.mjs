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
  // README does not name fails here. A data resource is named in the data layer's own entry of the
  // map; `data/messages/` is the layer's message catalogue, not a resource.
  const areas = (dir) => [...folders].filter((folder) => folder.startsWith(`${dir}/`) && folder.split("/").length === dir.split("/").length + 2);
  const between = (text, from, to) => {
    const start = text.indexOf(from);
    const end = text.indexOf(to, start + 1);
    expect(start, `${from} in the map`).to.be.at.least(0);
    expect(end, `${to} in the map`).to.be.greaterThan(start);
    return text.slice(start, end);
  };
  for (const [readme, dir, skip, where] of [
    ["web/README.md", "web/src/data", ["messages/"], (text) => between(text, "\n  data/<resource>/", "\n  features/<area>/")],
    ["web/README.md", "web/src/features", [], (text) => text],
    ["functions/README.md", "functions/src", [], (text) => text],
  ]) {
    it(`${readme} names every folder of ${dir}`, () => {
      const text = where(readFileSync(path.join(ROOT, readme), "utf8"));
      const unnamed = areas(dir)
        .map((folder) => folder.slice(dir.length + 1))
        .filter((area) => {
          if (skip.includes(area)) return false;
          // Named alone in a list (`sets/`), or on a path (`features/world-builder/components/`, `src/analytics/`, `features/onboarding`).
          const alone = text.includes(`\`${area}\``) || text.includes(`\`${area.slice(0, -1)}\``);
          const onPath = text.includes(`${path.basename(dir)}/${area}`) || text.includes(`${path.basename(dir)}/${area.slice(0, -1)}\``);
          return !alone && !onPath;
        });
      expect(unnamed, `folders of ${dir} that ${readme} does not name`).to.deep.equal([]);
    });
  }
});

// A recipe names the check that fails until its step is done by the words of that test's title or
// message, in double quotes: those words are in a test file (a name the recipe makes up ends the
// quote, where the test has a template), or they are a section of the README itself.
describe("functions/README.md's recipes", () => {
  it("quote only words some test writes, and only sections that exist", () => {
    const text = readFileSync(path.join(ROOT, "functions/README.md"), "utf8");
    const start = text.indexOf("\n## Recipes");
    const recipes = text.slice(start, text.indexOf("\n## ", start + 1));
    const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((match) => match[1].trim());
    const tests = tracked
      .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
      .map((file) => readFileSync(path.join(ROOT, file), "utf8"))
      .join("\n");
    const quoted = [...recipes.replace(/`[^`]*`/g, "").matchAll(/"([^"]+)"/g)].map((match) => match[1].replace(/\s+/g, " "));
    const found = (phrase) =>
      headings.some((heading) => heading === phrase || heading.startsWith(`${phrase} (`)) ||
      phrase.split(" … ").every((part) => tests.includes(part) || tests.includes(`${part.replace(/ \S+$/, "")} \${`));
    expect(quoted.length, "quotes found").to.be.greaterThan(5);
    expect(quoted.filter((phrase) => !found(phrase))).to.deep.equal([]);
  });
});
