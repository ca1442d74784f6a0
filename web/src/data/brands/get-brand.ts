import { brandSchema, type Brand } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { brandKeys } from "./keys";

export { brandSchema };

export function getBrand(brandId: string): Promise<Brand> {
  return api("getBrand", { params: { brandId } });
}

export function useBrand(brandId: string | undefined) {
  return useSWR(brandId ? brandKeys.detail(brandId) : null, () => getBrand(brandId!));
}
