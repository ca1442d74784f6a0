// No import cycles: a module that imports, directly or through others, a module that imports it
// back. Without eslint-plugin-import, this reads each file of a tree once per lint process
// (TypeScript's parser, import statements only) and reports, in the importing file, every import
// that lies on a cycle. Type-only imports count too: a type cycle is harmless at run time, but it
// is the same tangle (a module leaning on the barrel that re-exports it). Dynamic `import()` does
// not count: it is how a lazy route is loaded, and runs after both modules are evaluated.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** The static imports of a source text: `import … from`, `export … from`, `import "…"`. */
export function staticImports(text, fileName = "x.ts") {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * The absolute path of the source file a specifier names, or null (another package, a stylesheet,
 * a catalogue). Relative paths, the web app's `@/` alias and the contract's package name, with the
 * extensions TypeScript would try (`./x.js` is `./x.ts`).
 */
export function resolveImport(importer, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  let base;
  if (bare === "@vitrine/contract") base = path.join(ROOT, "packages/contract/src/index");
  else if (bare.startsWith("@vitrine/contract/")) base = path.join(ROOT, "packages/contract/src", bare.slice("@vitrine/contract/".length));
  else if (bare.startsWith("@/")) base = path.join(ROOT, "web/src", bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(importer), bare);
  else return null;
  const stem = base.replace(/\.(js|mjs|jsx)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${stem}.js`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sourcesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourcesUnder(file));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(file);
  }
  return out;
}

/** Each source file under `tree` (an absolute folder) -> the files of the tree it imports statically. */
export function importGraph(tree) {
  const graph = new Map();
  for (const file of sourcesUnder(tree)) {
    const targets = staticImports(readFileSync(file, "utf8"), file)
      .map((specifier) => resolveImport(file, specifier))
      .filter((target) => target !== null && target.startsWith(tree + path.sep));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The edges that lie on a cycle ("from -> to"), with one cycle each passes through: an edge
 * a -> b is on a cycle when b reaches a back (Tarjan's strongly connected components).
 */
export function cycleEdges(graph) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  let components = 0;
  const visit = (root) => {
    // Iterative, so a deep chain of imports cannot overflow the call stack.
    const frames = [{ node: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (frames.length) {
      const frame = frames.at(-1);
      const targets = graph.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          frames.push({ node: target, i: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      frames.pop();
      if (frames.length) low.set(frames.at(-1).node, Math.min(low.get(frames.at(-1).node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, components);
        } while (member !== frame.node);
        components++;
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  const edges = new Map();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (component.get(from) === component.get(to)) edges.set(`${from} -> ${to}`, [from, ...pathBetween(graph, to, from, component)]);
    }
  }
  return edges;
}

/** A shortest import path from `from` to `to` inside their component (breadth first). */
function pathBetween(graph, from, to, component) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of graph.get(node) ?? []) {
      if (!previous.has(target) && component.get(target) === component.get(from)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  const route = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) route.unshift(node);
  return route;
}

/** One lint process builds each tree's graph once. */
const cycles = new Map();
const cyclesOf = (tree) => {
  if (!cycles.has(tree)) cycles.set(tree, cycleEdges(importGraph(tree)));
  return cycles.get(tree);
};

/**
 * The cycle edges of the trees, as a short hash, for the rule's options. A file's result depends
 * on other files, which ESLint's cache does not know: with this in the configuration, a cached
 * result is dropped exactly when a cycle appears or goes anywhere in the tree, and kept otherwise.
 */
export function cyclesFingerprint(trees) {
  const edges = trees.flatMap((dir) =>
    [...cyclesOf(path.resolve(ROOT, dir)).keys()].map((edge) =>
      edge
        .split(" -> ")
        .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
        .join(" -> "),
    ),
  );
  return createHash("sha256").update(edges.sort().join("\n")).digest("hex").slice(0, 16);
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "no static import cycles within each of the given trees (dynamic import() excepted)" },
    schema: [
      {
        type: "object",
        properties: { trees: { type: "array", items: { type: "string" } }, fingerprint: { type: "string" } },
        required: ["trees"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = path.resolve(context.filename);
    // Each tree (repository-relative, or absolute) is a graph of its own.
    const tree = context.options[0].trees.map((dir) => path.resolve(ROOT, dir)).find((dir) => file.startsWith(dir + path.sep));
    if (!tree) return {};
    const check = (source) => {
      if (!source || typeof source.value !== "string") return;
      const target = resolveImport(file, source.value);
      const cycle = target && cyclesOf(tree).get(`${file} -> ${target}`);
      if (cycle) {
        const names = cycle.map((member) => path.relative(tree, member).split(path.sep).join("/"));
        context.report({ node: source, message: `import cycle: ${names.join(" -> ")}; move what both need into a module that imports neither` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
