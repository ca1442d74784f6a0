import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { runAudited, type PendingAudit } from "../audit/audit-context.js";
import { looksLikeApiKey, type Tenant } from "@vitrine/contract";
import { clientAddress } from "../http/client-address.js";
import { tenantAuth } from "../firebase.js";
import { accountEmailMismatch, forbidden, notMember, unauthenticated, workspaceSuspended } from "../errors.js";
import { isAuthOutage } from "../http/error-handler.js";
import { apiKeyCaller, verifyApiKey } from "../api-keys/api-keys.js";
import { getMember } from "../members/members.js";
import { joinWithSingleSignOn, type SsoIdentity } from "../sso/join-with-single-sign-on.js";
import { ssoRequired } from "../sso/sso.js";
import { signInRefusal } from "../sso/sso-requirement.js";
import { findTenantByAuthTenantId, workspacePause } from "../tenants/tenants.js";
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
  if (!authTenantId || !workspace) throw unauthenticated("This account does not belong to a workspace");
  const { tenant } = workspace;

  const decoded = await verifyForTenant(authTenantId, idToken, sensitive);

  // Identity providers are Identity Platform's business, but only the one this workspace configured
  // signs its people in: a token of any other `oidc.*` / `saml.*` provider (one set up outside
  // Vitrine, one removed since, or anything the Auth emulator mints) is never taken as single sign-on.
  const provider = decoded.firebase.sign_in_provider;
  const sso = workspace.sso;
  const viaSso = sso !== null && provider === sso.providerId;
  if (SSO_PROVIDER.test(provider) && !viaSso) {
    throw forbidden("This workspace does not sign in with this identity provider any more: sign in again");
  }

  // Membership is an active member document, written when an invitation is accepted, the workspace
  // is created, or its identity provider signs in someone its owners let join by themselves: an
  // account alone, whoever made it, never gets in.
  let member = await getMember(tenant.id, decoded.uid);
  if (!member || member.status !== "active") {
    if (!viaSso) throw forbidden("You are not a member of this workspace");
    // Nobody joins a paused workspace; its own people are told below.
    if (workspace.pause !== null) throw notMember(`You are not a member of ${tenant.name}`);
    const identity = { uid: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true, name: decoded.name as string | undefined };
    member = await runAudited(joinAudit(req, tenant, identity), () => joinWithSingleSignOn(tenant, sso, identity));
  }
  // Checked once the token is verified, so only the workspace's own people learn it is suspended. A
  // workspace whose deletion is scheduled stays open to its people, so that an owner can restore it.
  if (workspace.pause === "suspended") throw suspended();
  // A password proves nothing about the mailbox: such an account must have had its email verified
  // (accepting an invitation does it). The one exception is the person who created the workspace by
  // signing up: it holds nobody else yet, and it is deleted unless they verify within days.
  const emailVerified = decoded.firebase.sign_in_provider !== "password" || decoded.email_verified === true;
  if (!emailVerified && member.founder !== true) {
    throw forbidden("Verify your email address before signing in to this workspace");
  }
  // Decided by the membership, never by the token's email alone, which the account holder can
  // change (and verify) through the Auth API: see sso-requirement.ts.
  const refusal = signInRefusal(member, sso, { accountEmail: decoded.email, withMailbox: PASSWORD_PROVIDERS.has(provider) });
  if (refusal === "account-email-changed") throw accountEmailChanged(tenant);
  if (refusal === "sso-required") throw ssoRequired(sso!);

  return {
    kind: "user",
    uid: decoded.uid,
    email: member.email,
    displayName: member.displayName ?? decoded.name ?? null,
    tenantId: tenant.id,
    authTenantId,
    tenantRole: member.role,
    brandRoles: member.brandRoles,
    emailVerified,
  };
}

async function verifyForTenant(authTenantId: string, idToken: string, checkRevoked: boolean) {
  try {
    return await tenantAuth(authTenantId).verifyIdToken(idToken, checkRevoked);
  } catch (err) {
    const code = (err as { code?: string }).code;
    // Auth being down is not the caller's fault: the error handler answers it with 503.
    if (typeof code === "string" && code.startsWith("auth/") && !isAuthOutage(err)) throw tokenError(code);
    throw err;
  }
}

/**
 * The ID token of `Authorization: Bearer …` verified for one known workspace's auth tenant, for a
 * public route that needs a signed-in person who is not a member yet (accepting an invitation
 * with single sign-on). A token of another tenant is refused before anything is verified.
 */
export async function verifyIdTokenOfWorkspace(req: Request, authTenantId: string) {
  const token = bearerToken(req.get("Authorization"));
  if (looksLikeApiKey(token) || unverifiedAuthTenantId(token) !== authTenantId) {
    throw unauthenticated("Sign in to this workspace to continue");
  }
  return verifyForTenant(authTenantId, token, true);
}

const SSO_PROVIDER = /^(oidc|saml)\./;
/** Signing in with the mailbox instead of the provider: a password, or an email link. */
const PASSWORD_PROVIDERS = new Set(["password", "emailLink"]);

/** The audit entry of a just-in-time join: the person joined, as a member of the workspace. */
function joinAudit(req: Request, tenant: Tenant, identity: SsoIdentity): PendingAudit {
  return {
    id: randomUUID().replace(/-/g, ""),
    tenantId: tenant.id,
    actor: { kind: "user", id: identity.uid, email: identity.email ?? null, name: identity.name ?? null },
    action: "joinWithSingleSignOn",
    method: req.method,
    path: req.path,
    routePath: "/v1/tenants/me/members/:uid",
    params: { uid: identity.uid },
    changes: [],
    address: clientAddress(req),
    requestId: String(req.res?.locals.requestId ?? ""),
    retentionDays: tenant.auditRetentionDays,
    documents: [],
    recorded: false,
  };
}

const accountEmailChanged = (tenant: Tenant) =>
  accountEmailMismatch(
    `This account's email address is not the one you joined ${tenant.name} with: ask one of its owners to re-link your membership to it, or change it back`,
  );

const suspended = () => workspaceSuspended("This workspace is suspended. Contact the people who run Vitrine for you to have it resumed");
