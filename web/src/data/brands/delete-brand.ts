import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { brandKeys } from "./keys";
import { useT } from "../messages";

export function deleteBrand(brandId: string): Promise<{ ok: true }> {
  return api("deleteBrand", { params: { brandId } });
}

export function useDeleteBrand() {
  const t = useT();
  return useApiMutation(deleteBrand, {
    // The brand is gone: drop its cached detail rather than refetch it into a 404.
    evicts: (brandId) => [brandKeys.detail(brandId)],
    invalidates: () => [brandKeys.lists()],
    success: t("brands.deleted"),
  });
}
