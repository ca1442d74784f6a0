import type { RouteHandlers } from "../http/handler.js";
import type { tenantMemberRoutes } from "@vitrine/contract";
import { withAccountEmailState } from "./account-email-state.js";
import { changeMemberRole, listMembers, relinkMember, removeMember } from "./members.js";

export const tenantMemberHandlers: RouteHandlers<typeof tenantMemberRoutes> = {
  listTenantMembers: async ({ caller, query }) => withAccountEmailState(caller.authTenantId, await listMembers(caller.tenantId, query)),
  updateTenantMember: ({ caller, params, body }) => changeMemberRole(caller, params.uid, body.role),
  relinkTenantMember: ({ caller, params, body }) => relinkMember(caller, params.uid, body.email),
  async removeTenantMember({ caller, params }) {
    await removeMember(caller, params.uid);
    return { ok: true };
  },
};
