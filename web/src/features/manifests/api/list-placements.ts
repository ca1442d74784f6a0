import type { Page, Placement } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { manifestKeys } from "./manifest-keys";

/**
 * The brand's placements that can show this experience, to build preview links on (a copy of the
 * placements feature's operation: features do not import each other). The brand's other
 * placements come second, since a preview link works on any placement of the brand.
 */
export async function listLinkPlacements(brandId: string, experienceId: string): Promise<{ showing: Placement[]; others: Placement[] }> {
  const [showing, all]: Page<Placement>[] = await Promise.all([
    api("listPlacements", { params: { brandId }, query: { experienceId, limit: 100, sort: "name" } }),
    api("listPlacements", { params: { brandId }, query: { limit: 100, sort: "name" } }),
  ]);
  const ids = new Set(showing.items.map((p) => p.id));
  return { showing: showing.items, others: all.items.filter((p) => !ids.has(p.id)) };
}

export function useLinkPlacements(brandId: string, experienceId: string) {
  return useSWR(manifestKeys.placements(brandId, experienceId), () => listLinkPlacements(brandId, experienceId));
}
