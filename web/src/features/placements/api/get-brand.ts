import type { Brand } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

export function getBrand(brandId: string): Promise<Brand> {
  return api("getBrand", { params: { brandId } });
}

/** The brand, for its name on the printed QR sheet. */
export function useBrand(brandId: string) {
  return useSWR(["brands", "detail", brandId], () => getBrand(brandId));
}
