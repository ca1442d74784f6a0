/**
 * Makes diff paths and values readable: `scenes[k3J…].objects[o1].transform.position.x` becomes
 * `Scene “Intro” › Object “Oak table” › transform › position › x`, naming things from the
 * manifests being compared.
 */
import type { Manifest } from "@vitrine/contract";
import { useT } from "../messages";

interface Token {
  key: string;
  id?: string;
}

export function tokenizePath(path: string): Token[] {
  const tokens: Token[] = [];
  for (const match of path.matchAll(/([^.[\]]+)(?:\[([^\]]+)\])?/g)) tokens.push({ key: match[1]!, id: match[2] });
  return tokens;
}

const quote = (text: string) => `“${text}”`;
type Named = { id?: string; name?: string; title?: string; label?: string; kind?: string; modelId?: string };

/** Looks `id` up in each manifest's list at the same place; the first manifest that has it names it. */
function nameOf(items: Named[][], id: string, models: Manifest["models"][]): string | undefined {
  for (const list of items) {
    const item = list.find((candidate) => candidate.id === id);
    if (!item) continue;
    if (item.kind === "videoWall") return useT.now("describe.videoWall");
    if (item.modelId) return models.map((m) => m[item.modelId!]?.name).find(Boolean);
    return item.name ?? item.title ?? item.label;
  }
  return undefined;
}

/** The lists whose entries are named by id ("Scene “Intro”"), each with its word in the console's language. */
const LABELS = ["objects", "scenes", "segments", "products", "videos", "questions"] as const;
const labelOf = (key: string) => ((LABELS as readonly string[]).includes(key) ? useT.now(`describe.${key as (typeof LABELS)[number]}`) : key);

export function describePath(path: string, manifests: (Manifest | undefined)[]): string {
  const known = manifests.filter((m): m is Manifest => m !== undefined);
  const models = known.map((m) => m.models);
  // Walk every manifest in step, so nested lists (a scene's objects) are looked up in the right parent.
  let cursors: unknown[] = known;
  const parts: string[] = [];
  let parentKey: string | undefined;
  const tokens = tokenizePath(path);
  tokens.forEach((token, index) => {
    const next = cursors.map((c) => (c && typeof c === "object" ? (c as Record<string, unknown>)[token.key] : undefined));
    if (token.id === "order") {
      parts.push(useT.now("describe.order", { key: token.key }));
      cursors = [];
    } else if (token.id !== undefined) {
      const lists = next.filter(Array.isArray) as Named[][];
      const name = nameOf(lists, token.id, models);
      const label = labelOf(token.key);
      parts.push(name ? `${label} ${quote(name)}` : `${label} ${token.id}`);
      cursors = lists.map((list) => list.find((item) => item.id === token.id));
    } else if ((parentKey === "models" || parentKey === "sets") && cursors.length > 0) {
      const name = next.map((entry) => (entry as Named | undefined)?.name).find(Boolean);
      parts.push(`${useT.now(parentKey === "models" ? "describe.model" : "describe.set")} ${quote(name ?? token.key)}`);
      cursors = next;
    } else {
      // "models" and "sets" are said by the label of the entry that follows ("Model “Oak table”").
      const namedByNext = (token.key === "models" || token.key === "sets") && index === 0 && tokens.length > 1;
      if (!namedByNext) parts.push(token.key);
      cursors = next;
    }
    parentKey = token.id === undefined ? token.key : undefined;
  });
  return parts.join(" › ");
}

/** A short, one-line rendering of a changed value. */
export function formatValue(value: unknown, max = 140): string {
  if (value === undefined) return "—";
  const text = typeof value === "string" ? quote(value) : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
