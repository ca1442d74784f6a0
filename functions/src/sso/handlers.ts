import type { ssoRoutes } from "@vitrine/contract";
import { verifyIdTokenOfWorkspace } from "../auth/authenticate.js";
import type { RouteHandlers } from "../http/handler.js";
import { acceptInvitationWithSso } from "../invitations/invitations.js";
import { removeSingleSignOn, getSingleSignOn, lookUpSingleSignOn, configureSingleSignOn } from "./sso.js";

export const ssoHandlers: RouteHandlers<typeof ssoRoutes> = {
  getSingleSignOn: ({ caller }) => getSingleSignOn(caller.tenantId),
  configureSingleSignOn: ({ caller, body, ifMatch }) => configureSingleSignOn(caller, body, ifMatch),
  async removeSingleSignOn({ caller, ifMatch }) {
    await removeSingleSignOn(caller, ifMatch);
    return { ok: true as const };
  },
  lookUpSingleSignOn: ({ body }) => lookUpSingleSignOn(body),
  acceptInvitationWithSso: ({ req, body }) => acceptInvitationWithSso(body, (authTenantId) => verifyIdTokenOfWorkspace(req, authTenantId)),
};
