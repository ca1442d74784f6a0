import type { ListBrandContentQuery } from "@contract";

/** The one place set cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const setKeys = {
  all: ["sets"] as const,
  lists: (brandId: string) => ["sets", brandId, "list"] as const,
  list: (brandId: string, query: ListBrandContentQuery) => ["sets", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["sets", brandId, "detail"] as const,
  detail: (brandId: string, setId: string) => ["sets", brandId, "detail", setId] as const,
  // The library is the workspace's, not the brand's; sets only read it to pick a backdrop.
  library: () => ["sets", "library"] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListBrandContentQuery) {
  const out: Record<string, string | number> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.sort) out.sort = query.sort;
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
