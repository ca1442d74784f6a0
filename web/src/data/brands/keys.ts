import type { ListBrandsQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

/** The one place brand cache keys are built; mutations revalidate through these prefixes. */
export const brandKeys = {
  all: ["brands"] as const,
  lists: () => ["brands", "list"] as const,
  list: (query: ListBrandsQuery) => ["brands", "list", normaliseQuery(query)] as const,
  details: () => ["brands", "detail"] as const,
  detail: (brandId: string) => ["brands", "detail", brandId] as const,
};
