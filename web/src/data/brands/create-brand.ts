import { createBrandSchema, type Brand, type CreateBrand } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { brandKeys } from "./keys";
import { useT } from "../messages";

/** The form validates with the same schema the API applies. */
export { createBrandSchema };

export function createBrand(body: CreateBrand): Promise<Brand> {
  return api("createBrand", { body });
}

export function useCreateBrand() {
  const t = useT();
  return useApiMutation(createBrand, {
    invalidates: () => [brandKeys.lists()],
    success: (brand) => t("brands.created", { name: brand.name }),
  });
}
