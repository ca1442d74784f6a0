import type { RouteHandlers } from "../http/handler.js";
import type { brandMemberRoutes } from "../contract/index.js";
import {
  addBrandMember,
  changeBrandMemberRole,
  listBrandMembers,
  removeBrandMember,
} from "../services/brand-members.js";

export const brandMemberHandlers: RouteHandlers<typeof brandMemberRoutes> = {
  listBrandMembers: ({ caller, brand, query }) => listBrandMembers(caller, brand.id, query),
  addBrandMember: ({ caller, brand, body }) => addBrandMember(caller, brand.id, body),
  updateBrandMember: ({ caller, brand, params, body }) => changeBrandMemberRole(caller, brand.id, params.uid, body.role),
  async removeBrandMember({ caller, brand, params }) {
    await removeBrandMember(caller, brand.id, params.uid);
    return { ok: true };
  },
};
