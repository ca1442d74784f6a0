import type { AuthProviderConfig, UpdateAuthProviderRequest } from "firebase-admin/auth";
import { SSO_PROVIDER_IDS, type SsoSettingsParsed } from "@vitrine/contract";
import { adminApp, tenantAuth } from "../firebase.js";
import { invalid } from "../errors.js";
import { setSelfSignUpDisabled } from "./self-sign-up.js";

/**
 * The Auth emulator signs anyone in with any `oidc.*` / `saml.*` provider id and implements none of
 * Identity Platform's provider-config API (`oauthIdpConfigs`, `inboundSamlConfigs`), so on the
 * emulator the workspace's configuration in Firestore is the only one; `authenticate` accepts just
 * the provider id it names either way.
 */
const onEmulator = () => Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

/**
 * Where the identity provider sends people back: Firebase Auth's handler on the auth domain
 * (`VITRINE_AUTH_DOMAIN`, default `<project>.firebaseapp.com`), the same for every workspace.
 */
export function ssoCallbackUrl(): string {
  const projectId = adminApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? "project";
  const domain = process.env.VITRINE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`;
  return `https://${domain}/__/auth/handler`;
}

function providerConfig(input: SsoSettingsParsed, keepsSecret: boolean): AuthProviderConfig {
  if (input.protocol === "oidc") {
    const secret = input.oidc.clientSecret;
    return {
      providerId: SSO_PROVIDER_IDS.oidc,
      displayName: input.displayName,
      enabled: true,
      issuer: input.oidc.issuer,
      clientId: input.oidc.clientId,
      ...(secret ? { clientSecret: secret } : {}),
      // The code flow needs the secret; without one the provider answers with an ID token.
      responseType: secret || keepsSecret ? { code: true } : { idToken: true },
    };
  }
  return {
    providerId: SSO_PROVIDER_IDS.saml,
    displayName: input.displayName,
    enabled: true,
    idpEntityId: input.saml.idpEntityId,
    ssoURL: input.saml.ssoUrl,
    x509Certificates: input.saml.certificates,
    rpEntityId: input.saml.spEntityId,
    callbackURL: ssoCallbackUrl(),
  };
}

/** Identity Platform's refusal of a configuration is the owner's to fix: a 400 that says so. */
function refused(err: unknown): never {
  const code = (err as { code?: string }).code ?? "";
  if (code.startsWith("auth/invalid") || code === "auth/argument-error") {
    throw invalid(`Identity Platform refused this provider: ${(err as Error).message}`);
  }
  throw err;
}

/**
 * Writes the workspace's provider to its Identity Platform tenant (creates or replaces it) and
 * deletes the other protocol's, so the tenant holds exactly the provider Firestore describes.
 * `keepsSecret`: an OIDC update without a secret keeps the one Identity Platform holds.
 */
export async function applySsoProvider(authTenantId: string, input: SsoSettingsParsed, keepsSecret: boolean): Promise<void> {
  if (onEmulator()) return;
  const auth = tenantAuth(authTenantId);
  const config = providerConfig(input, keepsSecret);
  const exists = await auth.getProviderConfig(config.providerId).then(
    () => true,
    (err: { code?: string }) => {
      if (err.code === "auth/configuration-not-found") return false;
      throw err;
    },
  );
  if (exists) {
    const { providerId, ...update } = config;
    await auth.updateProviderConfig(providerId, update as UpdateAuthProviderRequest).catch(refused);
  } else {
    await auth.createProviderConfig(config).catch(refused);
  }
  const other = input.protocol === "oidc" ? SSO_PROVIDER_IDS.saml : SSO_PROVIDER_IDS.oidc;
  await removeProvider(authTenantId, other);
  // The provider's first sign-in of a person creates their account.
  await setSelfSignUpDisabled(authTenantId, false);
}

async function removeProvider(authTenantId: string, providerId: string): Promise<void> {
  await tenantAuth(authTenantId)
    .deleteProviderConfig(providerId)
    .catch((err: { code?: string }) => {
      if (err.code !== "auth/configuration-not-found") throw err;
    });
}

/** Removes the workspace's providers from its Identity Platform tenant: nobody signs in with them any more. */
export async function removeSsoProviders(authTenantId: string): Promise<void> {
  if (onEmulator()) return;
  await removeProvider(authTenantId, SSO_PROVIDER_IDS.oidc);
  await removeProvider(authTenantId, SSO_PROVIDER_IDS.saml);
  await setSelfSignUpDisabled(authTenantId, true);
}
