import type { RouteHandlers } from "../http/handler.js";
import type { brandRoutes } from "../contract/index.js";
import { createBrand, deleteBrand, listBrands, toBrand, updateBrand } from "../services/brands.js";

export const brandHandlers: RouteHandlers<typeof brandRoutes> = {
  listBrands: ({ caller, query }) => listBrands(caller, query),
  createBrand: ({ caller, body }) => createBrand(caller, body),
  getBrand: async ({ brand }) => toBrand(brand.id, brand.data),
  updateBrand: ({ caller, brand, body, ifMatch }) => updateBrand(caller, brand.id, body, ifMatch),
  async deleteBrand({ caller, brand, ifMatch }) {
    await deleteBrand(caller, brand.id, ifMatch);
    return { ok: true };
  },
};
