import type { ListProductsQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

/** The one place product cache keys are built, scoped by experience. */
export const productKeys = {
  all: ["products"] as const,
  lists: (experienceId: string) => ["products", experienceId, "list"] as const,
  list: (experienceId: string, query: ListProductsQuery) => ["products", experienceId, "list", normaliseQuery(query)] as const,
  // Every product at once (the world builder's pins), a page-shaped list under the lists' prefix,
  // so the products screen's saves and optimistic edits reach it too.
  whole: (experienceId: string) => ["products", experienceId, "list", "whole"] as const,
  details: (experienceId: string) => ["products", experienceId, "detail"] as const,
  detail: (experienceId: string, productId: string) => ["products", experienceId, "detail", productId] as const,
};
