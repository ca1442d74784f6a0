/**
 * A small structural diff of two manifests, readable by a person: objects compare key by key,
 * arrays of objects that carry an `id` are matched by it (`scenes[<id>].name`), other arrays
 * (tags, suggested questions, choices) compare as whole values.
 */
import type { ManifestChange } from "@vitrine/contract";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The fields every version has its own value of: comparing them says nothing. */
const IGNORED_TOP_LEVEL = new Set(["version", "publishedAt"]);

export const DEFAULT_DIFF_LIMIT = 500;

const isObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === "object" && !Array.isArray(value);

const hasIds = (items: unknown[]): items is (Record<string, Json> & { id: string })[] =>
  items.every((item) => isObject(item) && typeof item.id === "string") && new Set(items.map((item) => (item as { id: string }).id)).size === items.length;

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

export function diffManifests(before: unknown, after: unknown, limit = DEFAULT_DIFF_LIMIT): { changes: ManifestChange[]; truncated: boolean } {
  const changes: ManifestChange[] = [];
  let truncated = false;
  const push = (change: ManifestChange) => {
    if (changes.length >= limit) truncated = true;
    else changes.push(change);
  };

  const walk = (a: unknown, b: unknown, path: string) => {
    if (sameValue(a, b)) return;
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) {
        if (!path && IGNORED_TOP_LEVEL.has(key)) continue;
        if (!(key in b)) push({ path: join(path, key), kind: "removed", before: a[key] });
        else walk(a[key], b[key], join(path, key));
      }
      for (const key of Object.keys(b)) {
        if (!path && IGNORED_TOP_LEVEL.has(key)) continue;
        if (!(key in a)) push({ path: join(path, key), kind: "added", after: b[key] });
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length + b.length > 0 && hasIds(a) && hasIds(b)) {
      const beforeById = new Map(a.map((item) => [item.id, item]));
      const afterById = new Map(b.map((item) => [item.id, item]));
      for (const item of a) {
        const other = afterById.get(item.id);
        if (!other) push({ path: `${path}[${item.id}]`, kind: "removed", before: item });
        else walk(item, other, `${path}[${item.id}]`);
      }
      for (const item of b) if (!beforeById.has(item.id)) push({ path: `${path}[${item.id}]`, kind: "added", after: item });
      // Same items in another order (scenes moved, products sorted differently) is a change too.
      const kept = a.map((item) => item.id).filter((id) => afterById.has(id));
      const keptAfter = b.map((item) => item.id).filter((id) => beforeById.has(id));
      if (!sameValue(kept, keptAfter)) push({ path: `${path}[order]`, kind: "changed", before: kept, after: keptAfter });
      return;
    }
    push({ path, kind: "changed", before: a, after: b });
  };

  walk(before, after, "");
  return { changes, truncated };
}
