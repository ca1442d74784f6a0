import { is, missing, type AreaProbes } from "../../helpers/probes.js";

export const ssoProbes: AreaProbes = async (name) => {
  const path = "/v1/tenants/me/sso";
  switch (name) {
    case "getSingleSignOn":
      return { path };
    // Validation answers an allowed caller before anything is configured.
    case "configureSingleSignOn":
      return { path, json: {}, allowed: is(400) };
    // Nothing is configured in the matrix's workspace: an allowed caller learns that.
    case "removeSingleSignOn":
      return { path, allowed: missing("Single sign-on") };
    // Public: anyone reaches validation, signed in or not.
    case "lookUpSingleSignOn":
      return { path: "/v1/public/sign-in/sso-lookup", json: {}, allowed: is(400) };
    case "acceptInvitationWithSso":
      return { path: "/v1/public/invitations/accept-with-sso", json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
