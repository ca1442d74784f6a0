import type { ListBrandContentQuery } from "@contract";

/** The one place video cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const videoKeys = {
  all: ["videos"] as const,
  lists: (brandId: string) => ["videos", brandId, "list"] as const,
  list: (brandId: string, query: ListBrandContentQuery) => ["videos", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["videos", brandId, "detail"] as const,
  detail: (brandId: string, videoId: string) => ["videos", brandId, "detail", videoId] as const,
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
