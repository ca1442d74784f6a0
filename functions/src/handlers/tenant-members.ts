import type { Handlers } from "../http/handler.js";
import { changeMemberRole, inviteMember, listMembers, removeMember } from "../services/members.js";

export const tenantMemberHandlers: Pick<
  Handlers,
  "listTenantMembers" | "inviteTenantMember" | "updateTenantMember" | "removeTenantMember"
> = {
  listTenantMembers: ({ caller, query }) => listMembers(caller.tenantId, query),
  inviteTenantMember: ({ caller, body }) => inviteMember(caller, body),
  updateTenantMember: ({ caller, params, body }) => changeMemberRole(caller, params.uid, body.role),
  async removeTenantMember({ caller, params }) {
    await removeMember(caller, params.uid);
    return { ok: true };
  },
};
