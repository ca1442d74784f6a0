// Firestore paths are named in one place: the registry of collections (functions/src/firestore/),
// so what a workspace owns is listed once and the export, the purge and the inventory cannot miss
// a collection. Elsewhere a path is never spelt as a string: no `.collection("…")` or
// `.collectionGroup("…")` with a string or template literal, and no `.doc("a/b")` (a literal with
// a slash: a path, not an id). A collection reached from a variable (`ref.collection(name)`) is
// the caller's business. Nor does an area pass the registry's builders or stored types on as its
// own (`export { brandsCol } from "../firestore/collections.js"`): readers then import them from
// the area, areas import each other for them, and the one list has two doors again.

const COLLECTION_METHODS = new Set(["collection", "collectionGroup"]);

/** The text of a string literal or a template literal's fixed parts, or null for anything else. */
function literalText(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("${}");
  return null;
}

/** Why this call spells a Firestore path as a string, or null. */
export function stringPathProblem(method, argument) {
  const text = literalText(argument);
  if (text === null) return null;
  if (COLLECTION_METHODS.has(method)) return `.${method}(${JSON.stringify(text)})`;
  if (method === "doc" && text.includes("/")) return `.doc(${JSON.stringify(text)})`;
  return null;
}

/** True for an import source inside the server's Firestore registry (functions/src/firestore/). */
export function isRegistrySource(source) {
  return typeof source === "string" && /(^|\/)firestore\/[^/]+$/.test(source) && source.startsWith(".");
}

const REEXPORT_MESSAGE = (name) =>
  `re-exports ${name} of the registry (functions/src/firestore/): import it from there where it is used, so the registry stays the one place it comes from`;

/** @type {import("eslint").Rule.RuleModule} */
export const noStringFirestorePaths = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Firestore collection paths come from the registry (functions/src/firestore/), never from a string, and no area re-exports its builders or types",
    },
    schema: [],
  },
  create(context) {
    /** Local names bound by an import from the registry, which a bare `export { name }` would pass on. */
    const fromRegistry = new Set();
    return {
      ImportDeclaration(node) {
        if (!isRegistrySource(node.source.value)) return;
        for (const specifier of node.specifiers) fromRegistry.add(specifier.local.name);
      },
      ExportAllDeclaration(node) {
        if (isRegistrySource(node.source.value)) context.report({ node, message: REEXPORT_MESSAGE(`everything`) });
      },
      ExportNamedDeclaration(node) {
        const viaSource = node.source && isRegistrySource(node.source.value);
        for (const specifier of node.specifiers) {
          const local = specifier.local.type === "Identifier" ? specifier.local.name : String(specifier.local.value);
          if (viaSource || (!node.source && fromRegistry.has(local))) context.report({ node: specifier, message: REEXPORT_MESSAGE(local) });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier") return;
        const problem = stringPathProblem(callee.property.name, node.arguments[0]);
        if (problem) {
          context.report({
            node,
            message: `${problem} spells a Firestore path as a string: take the collection from functions/src/firestore/collections.ts (add it to registry.ts if it is new)`,
          });
        }
      },
    };
  },
};
