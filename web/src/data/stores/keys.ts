import type { ListStoresQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

/** The one place store cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const storeKeys = {
  all: ["stores"] as const,
  /** Everything of one brand's stores: lists and details (placement changes move their counts). */
  brand: (brandId: string) => ["stores", brandId] as const,
  lists: (brandId: string) => ["stores", brandId, "list"] as const,
  list: (brandId: string, query: ListStoresQuery) => ["stores", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["stores", brandId, "detail"] as const,
  detail: (brandId: string, storeId: string) => ["stores", brandId, "detail", storeId] as const,
};
