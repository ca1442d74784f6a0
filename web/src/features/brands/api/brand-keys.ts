import type { ListBrandsQuery } from "@contract";

/** The one place brand cache keys are built; mutations revalidate through these prefixes. */
export const brandKeys = {
  all: ["brands"] as const,
  lists: () => ["brands", "list"] as const,
  list: (query: ListBrandsQuery) => ["brands", "list", normaliseQuery(query)] as const,
  details: () => ["brands", "detail"] as const,
  detail: (brandId: string) => ["brands", "detail", brandId] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListBrandsQuery) {
  const out: Record<string, string | number> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
