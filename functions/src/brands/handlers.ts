import type { RouteHandlers } from "../http/handler.js";
import type { brandMemberRoutes, brandRoutes } from "@vitrine/contract";
import { createBrand, deleteBrand, listBrands, toBrand, updateBrand } from "./brands.js";
import { addBrandMember, changeBrandMemberRole, listBrandMembers, removeBrandMember } from "./brand-members.js";

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

export const brandMemberHandlers: RouteHandlers<typeof brandMemberRoutes> = {
  listBrandMembers: ({ caller, brand, query }) => listBrandMembers(caller, brand.id, query),
  addBrandMember: ({ caller, brand, body }) => addBrandMember(caller, brand.id, body),
  updateBrandMember: ({ caller, brand, params, body }) => changeBrandMemberRole(caller, brand.id, params.uid, body.role),
  async removeBrandMember({ caller, brand, params }) {
    await removeBrandMember(caller, brand.id, params.uid);
    return { ok: true };
  },
};
