import type { ListStoresQuery } from "@contract";

/** The one place store cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const storeKeys = {
  all: ["stores"] as const,
  lists: (brandId: string) => ["stores", brandId, "list"] as const,
  list: (brandId: string, query: ListStoresQuery) => ["stores", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["stores", brandId, "detail"] as const,
  detail: (brandId: string, storeId: string) => ["stores", brandId, "detail", storeId] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListStoresQuery) {
  const out: Record<string, string | number> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.sort) out.sort = query.sort;
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
