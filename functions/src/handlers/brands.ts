import type { Handlers } from "../http/handler.js";
import { createBrand, deleteBrand, listBrands, toBrand, updateBrand } from "../services/brands.js";

export const brandHandlers: Pick<Handlers, "listBrands" | "createBrand" | "getBrand" | "updateBrand" | "deleteBrand"> = {
  listBrands: ({ caller, query }) => listBrands(caller, query),
  createBrand: ({ caller, body }) => createBrand(caller, body),
  getBrand: async ({ brand }) => toBrand(brand.id, brand.data),
  updateBrand: ({ caller, brand, body }) => updateBrand(caller, brand.id, body),
  async deleteBrand({ caller, brand }) {
    await deleteBrand(caller, brand.id);
    return { ok: true };
  },
};
