import type { Handlers } from "../http/handler.js";
import { changeMemberRole, listMembers, removeMember } from "../services/members.js";

export const tenantMemberHandlers: Pick<Handlers, "listTenantMembers" | "updateTenantMember" | "removeTenantMember"> = {
  listTenantMembers: ({ caller, query }) => listMembers(caller.tenantId, query),
  updateTenantMember: ({ caller, params, body }) => changeMemberRole(caller, params.uid, body.role),
  async removeTenantMember({ caller, params }) {
    await removeMember(caller, params.uid);
    return { ok: true };
  },
};
