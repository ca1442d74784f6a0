import type { ListProductsQuery } from "@contract";

/** The one place product cache keys are built, scoped by experience. */
export const productKeys = {
  all: ["products"] as const,
  lists: (experienceId: string) => ["products", experienceId, "list"] as const,
  list: (experienceId: string, query: ListProductsQuery) => ["products", experienceId, "list", normaliseQuery(query)] as const,
  details: (experienceId: string) => ["products", experienceId, "detail"] as const,
  detail: (experienceId: string, productId: string) => ["products", experienceId, "detail", productId] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListProductsQuery) {
  const out: Record<string, string | number> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.sort) out.sort = query.sort;
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
