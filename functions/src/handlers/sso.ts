import type { ssoRoutes } from "../contract/index.js";
import { verifyIdTokenOfWorkspace } from "../auth/authenticate.js";
import type { RouteHandlers } from "../http/handler.js";
import { acceptInvitationWithSso } from "../services/invitations.js";
import { deleteSso, getSso, lookUpSso, putSso } from "../services/sso.js";

export const ssoHandlers: RouteHandlers<typeof ssoRoutes> = {
  getSso: ({ caller }) => getSso(caller.tenantId),
  putSso: ({ caller, body, ifMatch }) => putSso(caller, body, ifMatch),
  async deleteSso({ caller, ifMatch }) {
    await deleteSso(caller, ifMatch);
    return { ok: true as const };
  },
  lookUpSso: ({ body }) => lookUpSso(body),
  acceptInvitationWithSso: ({ req, body }) => acceptInvitationWithSso(body, (authTenantId) => verifyIdTokenOfWorkspace(req, authTenantId)),
};
