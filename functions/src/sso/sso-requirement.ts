import { emailDomain, type TenantRole } from "@vitrine/contract";

/** What of a membership the sign-in rules read: the address the person joined with, and their role. */
export interface Membership {
  email: string;
  role: TenantRole;
}

/** What of the workspace's single sign-on the sign-in rules read. */
export interface SsoPolicy {
  domains: readonly string[];
  enforced: boolean;
}

/** `provider-only`: the workspace's identity provider; `any`: the provider, a password or an email link. */
export type SsoRequirement = "provider-only" | "any";

/**
 * How a member may sign in, decided by their membership: the address they joined with (the one
 * invited, or the one the provider vouched for) against the domains the owners enforced. Never by
 * the token's email: the account holder can change that through the Auth API and verify a mailbox
 * of their own, and someone removed at the identity provider would then sign in with a password.
 * Owners are never held to the provider, so that one that breaks (an expired certificate) cannot
 * lock the workspace out.
 */
export function ssoRequirement(member: Membership, sso: SsoPolicy | null): SsoRequirement {
  if (!sso?.enforced || member.role === "owner") return "any";
  return sso.domains.includes(emailDomain(member.email)) ? "provider-only" : "any";
}

/** Whether the account still has the address its membership was made for (addresses ignore case). */
export function accountMatchesMembership(member: Pick<Membership, "email">, accountEmail: string | null | undefined): boolean {
  const normalise = (email: string) => email.trim().toLowerCase();
  return typeof accountEmail === "string" && accountEmail.trim() !== "" && normalise(accountEmail) === normalise(member.email);
}

/**
 * `account-email-changed`: the account's address is no longer the membership's, so nothing the
 * membership was decided on holds any more (an owner re-links the member, or the address is put
 * back); `sso-required`: signed in with a password or an email link where the provider is required.
 */
export type SignInRefusal = "account-email-changed" | "sso-required";

/** Why a verified member's sign-in is refused, or null when it is let in. */
export function signInRefusal(
  member: Membership,
  sso: SsoPolicy | null,
  signIn: { accountEmail: string | null | undefined; withMailbox: boolean },
): SignInRefusal | null {
  if (!accountMatchesMembership(member, signIn.accountEmail)) return "account-email-changed";
  if (signIn.withMailbox && ssoRequirement(member, sso) === "provider-only") return "sso-required";
  return null;
}
