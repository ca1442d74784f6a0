import type { Request } from "express";
import { looksLikeApiKey } from "../contract/index.js";
import { tenantAuth } from "../firebase.js";
import { ApiError } from "../errors.js";
import { isAuthOutage } from "../http/error-handler.js";
import { apiKeyCaller, verifyApiKey } from "../services/api-keys.js";
import { getMember } from "../services/members.js";
import { findTenantByAuthTenantId, workspacePause } from "../services/tenants.js";
import type { Caller } from "./caller.js";
import { bearerToken, tokenError, unverifiedAuthTenantId } from "./id-token.js";

/**
 * Resolves the caller from `Authorization: Bearer …`: an API key (`vtr_…`) is looked up by its
 * prefix and checked against its hash; anything else must be a Firebase ID token, verified for
 * the caller's Identity Platform tenant, whose memberships are then loaded (one document: the
 * tenant member holds the brand roles too).
 * `sensitive` also checks that the token was not revoked and the user is not disabled; API keys
 * never reach sensitive routes (`authorize` keeps them to the actions a key may use).
 */
export async function authenticate(req: Request, { sensitive }: { sensitive: boolean }): Promise<Caller> {
  const token = bearerToken(req.get("Authorization"));
  if (looksLikeApiKey(token)) {
    const key = await verifyApiKey(token);
    if ((await workspacePause(key.tenantId)) === "suspended") throw suspended();
    return apiKeyCaller(key);
  }

  const idToken = token;
  // The claim is unverified: it only picks a known workspace's verifier, which then checks the
  // signature and that the token belongs to that tenant. An unknown one is refused before any
  // verifier is created for it, so made-up claims cannot grow the per-tenant verifiers.
  const authTenantId = unverifiedAuthTenantId(idToken);
  const workspace = authTenantId ? await findTenantByAuthTenantId(authTenantId) : undefined;
  if (!authTenantId || !workspace) throw new ApiError("unauthenticated", "This account does not belong to a workspace");
  const { tenant } = workspace;

  let decoded;
  try {
    decoded = await tenantAuth(authTenantId).verifyIdToken(idToken, sensitive);
  } catch (err) {
    const code = (err as { code?: string }).code;
    // Auth being down is not the caller's fault: the error handler answers it with 503.
    if (typeof code === "string" && code.startsWith("auth/") && !isAuthOutage(err)) throw tokenError(code);
    throw err;
  }

  // Membership is an active member document, written only when an invitation is accepted (or the
  // workspace is created): an account alone, whoever made it, never gets in.
  const member = await getMember(tenant.id, decoded.uid);
  if (!member || member.status !== "active") throw new ApiError("permission-denied", "You are not a member of this workspace");
  // Checked once the token is verified, so only the workspace's own people learn it is suspended. A
  // workspace whose deletion is scheduled stays open to its people, so that an owner can restore it.
  if (workspace.pause === "suspended") throw suspended();
  // A password proves nothing about the mailbox: such an account must have had its email verified
  // (accepting an invitation does it). The one exception is the person who created the workspace by
  // signing up: it holds nobody else yet, and it is deleted unless they verify within days.
  const emailVerified = decoded.firebase.sign_in_provider !== "password" || decoded.email_verified === true;
  if (!emailVerified && member.founder !== true) {
    throw new ApiError("permission-denied", "Verify your email address before signing in to this workspace");
  }

  return {
    kind: "user",
    uid: decoded.uid,
    email: decoded.email ?? member.email,
    displayName: member.displayName ?? decoded.name ?? null,
    tenantId: tenant.id,
    authTenantId,
    tenantRole: member.role,
    brandRoles: member.brandRoles,
    emailVerified,
  };
}

const suspended = () =>
  new ApiError("workspace-suspended", "This workspace is suspended. Contact the people who run Vitrine for you to have it resumed");
