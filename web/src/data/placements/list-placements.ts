import type { ListPlacementsQuery, Page, Placement } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./keys";

export function listPlacements(brandId: string, query: ListPlacementsQuery = {}): Promise<Page<Placement>> {
  return api("listPlacements", { params: { brandId }, query });
}

/** The placements that can show an experience (as default or in a schedule), by name. */
export function usePlacements(brandId: string, query: ListPlacementsQuery) {
  return useSWR(placementKeys.list(brandId, query), () => listPlacements(brandId, query), { keepPreviousData: true });
}

/**
 * Every placement's id a query matches, read page after page: printing "every code of the list"
 * means all of the experience's codes, not only the page on screen.
 */
export async function listAllPlacementIds(brandId: string, query: Omit<ListPlacementsQuery, "cursor" | "limit">): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Placement> = await listPlacements(brandId, { ...query, limit: 100, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** `listAllPlacementIds`, read only while `enabled` (the download dialog is open). */
export function useAllPlacementIds(brandId: string, query: Omit<ListPlacementsQuery, "cursor" | "limit">, enabled: boolean) {
  return useSWR(enabled ? placementKeys.allIds(brandId, query) : null, () => listAllPlacementIds(brandId, query));
}

/** The QR codes standing in one store. */
export function useStorePlacements(brandId: string, storeId: string) {
  const query = { storeId, limit: 100 };
  return useSWR(placementKeys.list(brandId, query), () => listPlacements(brandId, query));
}

/**
 * The brand's placements a preview link can be made on: those that can show the experience
 * first, then the others (a preview link works on any placement of the brand).
 */
export async function listLinkPlacements(brandId: string, experienceId: string): Promise<{ showing: Placement[]; others: Placement[] }> {
  const [showing, all] = await Promise.all([
    listPlacements(brandId, { experienceId, limit: 100, sort: "name" }),
    listPlacements(brandId, { limit: 100, sort: "name" }),
  ]);
  const ids = new Set(showing.items.map((p) => p.id));
  return { showing: showing.items, others: all.items.filter((p) => !ids.has(p.id)) };
}

export function useLinkPlacements(brandId: string, experienceId: string) {
  return useSWR(placementKeys.links(brandId, experienceId), () => listLinkPlacements(brandId, experienceId));
}
