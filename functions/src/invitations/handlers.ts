import type { invitationRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { acceptInvitation, createInvitation, listInvitations, previewInvitation, resendInvitation, revokeInvitation } from "./invitations.js";

export const invitationHandlers: RouteHandlers<typeof invitationRoutes> = {
  listInvitations: ({ caller, query }) => listInvitations(caller.tenantId, query),
  inviteTenantMember: ({ caller, body }) => createInvitation(caller, body),
  revokeInvitation: ({ caller, params }) => revokeInvitation(caller, params.invitationId),
  resendInvitation: ({ caller, params }) => resendInvitation(caller, params.invitationId),
  previewInvitation: ({ body }) => previewInvitation(body),
  acceptInvitation: ({ body }) => acceptInvitation(body),
};
