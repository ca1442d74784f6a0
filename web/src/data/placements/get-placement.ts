import type { Placement } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./keys";

export function getPlacement(brandId: string, placementId: string): Promise<Placement> {
  return api("getPlacement", { params: { brandId, placementId } });
}

export function usePlacement(brandId: string, placementId: string) {
  return useSWR([...placementKeys.brand(brandId), "detail", placementId], () => getPlacement(brandId, placementId));
}
