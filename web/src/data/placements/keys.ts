import type { ListPlacementsQuery, PreviewBulkPlacements, PreviewPlacementQuery } from "@vitrine/contract";
import { storeKeys } from "@/data/stores/keys";
import { normaliseQuery } from "@/lib/query-keys";

/**
 * The one place placement cache keys are built, scoped by brand: every placement change refreshes
 * everything under `["placements", brandId]`, the QR code scheduler's lists, a store's QR codes
 * and the preview-link pickers alike.
 */
export const placementKeys = {
  brand: (brandId: string) => ["placements", brandId] as const,
  lists: (brandId: string) => ["placements", brandId, "list"] as const,
  list: (brandId: string, query: ListPlacementsQuery) => ["placements", brandId, "list", normaliseQuery(query)] as const,
  /** Every id a list query matches, across its pages (under `lists`, so any change refreshes it). */
  allIds: (brandId: string, query: ListPlacementsQuery) => ["placements", brandId, "list", "all-ids", normaliseQuery(query)] as const,
  /** The placements a preview link can be made on: those showing the experience first, then the rest. */
  links: (brandId: string, experienceId: string) => ["placements", brandId, "links", experienceId] as const,
  timelines: (brandId: string) => ["placements", brandId, "timeline"] as const,
  timeline: (brandId: string, placementId: string, days: number) => ["placements", brandId, "timeline", placementId, days] as const,
  /** What a visitor on a device, in a language, at a moment would see (the smart rules' preview). */
  preview: (brandId: string, placementId: string, query: PreviewPlacementQuery) =>
    ["placements", brandId, "preview", placementId, normaliseQuery(query)] as const,
  /** How many stores a bulk creation would select, make a code for and skip. */
  bulkPreview: (brandId: string, selection: PreviewBulkPlacements) => ["placements", brandId, "bulk-preview", JSON.stringify(selection)] as const,
  /** Each arm of the placement's experiment. */
  experiment: (brandId: string, placementId: string) => ["placements", brandId, "experiment", placementId] as const,
};

/** Stores count their placements (lists and details): creates, moves and deletes change the counts. */
export const storeCountKeys = (brandId: string) => storeKeys.brand(brandId);
