import type { ListBrandContentQuery } from "@contract";

/** The one place video wall cache keys are built: one wall per experience. */
export const videoWallKeys = {
  all: ["video-wall"] as const,
  detail: (brandId: string, experienceId: string) => ["video-wall", brandId, experienceId] as const,
};

/**
 * The brand's video library as the picker reads it. Same key shape as the videos screen's lists,
 * so an upload made there shows here without a reload.
 */
export const brandVideoKeys = {
  lists: (brandId: string) => ["videos", brandId, "list"] as const,
  list: (brandId: string, query: ListBrandContentQuery) => {
    const out: Record<string, string | number> = {};
    if (query.q?.trim()) out.q = query.q.trim();
    if (query.sort) out.sort = query.sort;
    if (query.cursor) out.cursor = query.cursor;
    if (query.limit !== undefined) out.limit = Number(query.limit);
    return ["videos", brandId, "list", out] as const;
  },
};
