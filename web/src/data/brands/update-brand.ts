import { updateBrandSchema, type Brand, type UpdateBrand } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { translationKeys } from "../translations/keys";
import { brandKeys } from "./keys";
import { useT } from "../messages";

export { updateBrandSchema };

export interface UpdateBrandInput {
  brandId: string;
  changes: UpdateBrand;
}

export function updateBrand({ brandId, changes }: UpdateBrandInput): Promise<Brand> {
  return api("updateBrand", { params: { brandId }, body: changes });
}

export function useUpdateBrand() {
  const t = useT();
  return useApiMutation(updateBrand, {
    // The Translations views list the brand's languages.
    invalidates: ({ brandId }) => [brandKeys.lists(), brandKeys.detail(brandId), translationKeys.all],
    success: t("brands.updated"),
  });
}
