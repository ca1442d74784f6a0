import { FieldValue, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { applySsoProvider, removeSsoProviders } from "../auth/sso-providers.js";
import {
  emailDomain,
  SSO_PROVIDER_IDS,
  type SsoLookup,
  type SsoLookupResult,
  type SsoSettings,
  type SsoSettingsParsed,
  type TenantRole,
  type WorkspaceSso,
} from "@vitrine/contract";
import type { IfMatch } from "../conditional.js";
import { db } from "../firebase.js";
import { notFound, singleSignOnRequired } from "../errors.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { findTenantBySlug } from "../tenants/tenants.js";
import { ssoRequirement } from "./sso-requirement.js";
import type { SsoDoc } from "../firestore/stored-documents.js";
import { tenantsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

export const ssoOf = (data: Pick<TenantDoc, "sso"> | undefined): SsoDoc | null => data?.sso ?? null;

export function toSsoSettings(doc: SsoDoc): SsoSettings {
  return {
    providerId: doc.providerId,
    protocol: doc.protocol,
    displayName: doc.displayName,
    oidc: doc.oidc ?? null,
    saml: doc.saml ?? null,
    domains: doc.domains,
    enforced: doc.enforced,
    jitJoining: doc.jitJoining,
    updatedAt: toIso(doc.updatedAt),
    updatedBy: { uid: doc.updatedBy, name: doc.updatedByName ?? null },
  };
}

async function readSso(tenantId: string, tx?: Transaction): Promise<WorkspaceSso> {
  const snap = await readDoc(tenantsCol().doc(tenantId), tx);
  if (!snap.exists) throw notFound("Workspace");
  const sso = ssoOf(snap.data() as TenantDoc);
  return { sso: sso ? toSsoSettings(sso) : null };
}

export const getSingleSignOn = (tenantId: string) => readSso(tenantId);

/** Whether an email address belongs to the workspace's single sign-on. */
export const coversEmail = (sso: SsoDoc | null, email: string | null | undefined): sso is SsoDoc => sso !== null && sso.domains.includes(emailDomain(email));

/**
 * Whether an invitee must accept with the provider: the rule members sign in by
 * (`ssoRequirement`), applied to the invited address and role.
 */
export const ssoRequiredFor = (sso: SsoDoc | null, email: string, role: TenantRole) => ssoRequirement({ email, role }, sso) === "provider-only";

export const ssoRequired = (sso: SsoDoc) => singleSignOnRequired(`People of this email domain sign in to this workspace with ${sso.displayName}`);

/**
 * Replaces the configuration: Identity Platform's provider first (so the console never shows a
 * provider the tenant does not have), then the document, under If-Match, in one transaction.
 */
export async function configureSingleSignOn(caller: Caller, input: SsoSettingsParsed, ifMatch?: IfMatch): Promise<WorkspaceSso> {
  const ref = tenantsCol().doc(caller.tenantId);
  const before = ssoOf((await ref.get()).data() as TenantDoc | undefined);
  const keepsSecret = input.protocol === "oidc" && !input.oidc.clientSecret && before?.protocol === "oidc" && before.oidc?.clientSecretSet === true;
  await applySsoProvider(caller.authTenantId, input, keepsSecret);
  const doc: SsoDoc = {
    protocol: input.protocol,
    providerId: SSO_PROVIDER_IDS[input.protocol],
    displayName: input.displayName,
    oidc:
      input.protocol === "oidc"
        ? { issuer: input.oidc.issuer, clientId: input.oidc.clientId, clientSecretSet: Boolean(input.oidc.clientSecret) || keepsSecret }
        : null,
    saml: input.protocol === "saml" ? { ...input.saml } : null,
    domains: input.domains,
    enforced: input.enforced,
    jitJoining: input.jitJoining,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: caller.uid,
    updatedByName: caller.displayName ?? caller.email ?? null,
  };
  await db().runTransaction(async (tx) => {
    const current = await readSso(caller.tenantId, tx);
    await ifMatch?.assert(async () => current);
    tx.update(ref, { sso: doc, updatedAt: FieldValue.serverTimestamp() });
  });
  return readSso(caller.tenantId);
}

/** Removes single sign-on: its provider signs nobody in any more, and nobody joins through it. */
export async function removeSingleSignOn(caller: Caller, ifMatch?: IfMatch): Promise<void> {
  const ref = tenantsCol().doc(caller.tenantId);
  await db().runTransaction(async (tx) => {
    const current = await readSso(caller.tenantId, tx);
    await ifMatch?.assert(async () => current);
    if (!current.sso) throw notFound("Single sign-on");
    tx.update(ref, { sso: null, updatedAt: FieldValue.serverTimestamp() });
  });
  await removeSsoProviders(caller.authTenantId);
}

/**
 * What the sign-in screen may know about one address: the provider when the address's domain is
 * covered, nothing otherwise (an unknown workspace answers the same), so it tells no more than
 * trying to sign in would.
 */
export async function lookUpSingleSignOn(input: SsoLookup): Promise<SsoLookupResult> {
  const tenant = await findTenantBySlug(input.workspace);
  if (!tenant) return { sso: null };
  const sso = ssoOf((await tenantsCol().doc(tenant.id).get()).data() as TenantDoc | undefined);
  if (!coversEmail(sso, input.email)) return { sso: null };
  return { sso: { providerId: sso.providerId, protocol: sso.protocol, displayName: sso.displayName, required: sso.enforced } };
}
