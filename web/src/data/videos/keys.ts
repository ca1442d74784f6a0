import type { ListBrandContentQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

/** The one place video cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const videoKeys = {
  all: ["videos"] as const,
  lists: (brandId: string) => ["videos", brandId, "list"] as const,
  list: (brandId: string, query: ListBrandContentQuery) => ["videos", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["videos", brandId, "detail"] as const,
  detail: (brandId: string, videoId: string) => ["videos", brandId, "detail", videoId] as const,
};
