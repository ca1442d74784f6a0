/**
 * A list query as it goes into a cache key. `{q: ""}`, `{q: " "}` and `{}` ask the server the
 * same question, so they get the same key (and the same cached page): empty and absent values
 * are left out, text is trimmed, a limit is a number however it was passed.
 */
export function normaliseQuery(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string") {
      if (value.trim() !== "") out[key] = key === "limit" ? Number(value) : value.trim();
    } else if (typeof value === "number" || typeof value === "boolean") out[key] = value;
  }
  return out;
}
