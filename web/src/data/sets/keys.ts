import type { ListBrandContentQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

/** The one place set cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const setKeys = {
  all: ["sets"] as const,
  lists: (brandId: string) => ["sets", brandId, "list"] as const,
  list: (brandId: string, query: ListBrandContentQuery) => ["sets", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["sets", brandId, "detail"] as const,
  detail: (brandId: string, setId: string) => ["sets", brandId, "detail", setId] as const,
};
