import { z } from "zod";
import { displayNameSchema, emailSchema, isoDateTimeSchema, NON_BLANK, okSchema } from "./common.js";
import { invitationTokenSchema, acceptedInvitationSchema } from "./invitations.js";
import { publicEndpoints } from "./public-endpoints.js";
import { defineRoutes } from "./route-def.js";

/** At most this many email domains per workspace. */
export const MAX_SSO_DOMAINS = 20;

/**
 * Identity Platform names a tenant's providers `oidc.<id>` and `saml.<id>`. A workspace has at most
 * one, so the id is fixed per protocol: switching protocol replaces the provider.
 */
export const SSO_PROVIDER_IDS = { oidc: "oidc.vitrine", saml: "saml.vitrine" } as const;
export type SsoProtocol = keyof typeof SSO_PROVIDER_IDS;
export const ssoProtocolSchema = z.enum(["oidc", "saml"]);

/**
 * Mailbox providers anyone can get an address at: claiming one would send every gmail.com user of
 * the world to this workspace's identity provider (and, with just-in-time joining, let them in).
 */
export const FREE_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "qq.com",
  "163.com",
] as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ""))
  .pipe(z.string().regex(DOMAIN, "Use an email domain like example.com"))
  .refine((d) => !(FREE_MAIL_DOMAINS as readonly string[]).includes(d), "A public mailbox provider cannot be a workspace's domain");

/** The domain of an email address, lower-case; "" when there is none. */
export const emailDomain = (email: string | null | undefined) => (email ?? "").trim().toLowerCase().split("@")[1] ?? "";

const httpsUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https:\/\/[^\s/?#]+(\/[^\s#]*)?$/, "Use an https:// address");

const PEM = /^-----BEGIN CERTIFICATE-----\s*[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/;

export const ssoCertificateSchema = z
  .string()
  .trim()
  .max(16_384)
  .regex(PEM, "Paste the certificate in PEM form: -----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----");

const ssoTextSchema = (max: number) => z.string().trim().min(1, "Required").max(max).meta(NON_BLANK);

/** The person-facing role of people who join by themselves: never owner. */
export const ssoDefaultRoleSchema = z.enum(["member", "admin"]);

const jitJoiningSchema = z
  .object({
    enabled: z.boolean().describe("People of the domains who sign in with the provider become members without an invitation"),
    defaultRole: ssoDefaultRoleSchema.default("member"),
  })
  .strict();

const commonInput = {
  displayName: displayNameSchema.describe('The provider as people know it, shown on "Continue with …" (e.g. Okta)'),
  domains: z
    .array(ssoDomainSchema)
    .min(1, "Add at least one email domain")
    .max(MAX_SSO_DOMAINS, `At most ${MAX_SSO_DOMAINS} domains`)
    .transform((domains) => [...new Set(domains)]),
  enforced: z
    .boolean()
    .describe("People of the domains may not sign in with a password (owners still may, so a broken provider cannot lock the workspace out)"),
  jitJoining: jitJoiningSchema,
};

export const oidcSettingsInputSchema = z
  .object({
    issuer: httpsUrlSchema.describe("The provider's issuer; its /.well-known/openid-configuration is read"),
    clientId: ssoTextSchema(256),
    clientSecret: ssoTextSchema(1024)
      .optional()
      .describe("Write-only. Given: the code flow; absent on an update: the stored secret is kept; never given: the ID-token flow"),
  })
  .strict();

export const samlSettingsInputSchema = z
  .object({
    idpEntityId: ssoTextSchema(1024),
    ssoUrl: httpsUrlSchema.describe("The provider's single sign-on URL (HTTP-Redirect or POST binding)"),
    certificates: z.array(ssoCertificateSchema).min(1, "Add the provider's signing certificate").max(5),
    spEntityId: ssoTextSchema(1024).describe("The entity id Vitrine presents to the provider (the audience of its assertions)"),
  })
  .strict();

export const ssoSettingsInputSchema = z.discriminatedUnion("protocol", [
  z.object({ protocol: z.literal("oidc"), ...commonInput, oidc: oidcSettingsInputSchema }).strict(),
  z.object({ protocol: z.literal("saml"), ...commonInput, saml: samlSettingsInputSchema }).strict(),
]);
export type SsoSettingsInput = z.input<typeof ssoSettingsInputSchema>;
export type SsoSettingsParsed = z.output<typeof ssoSettingsInputSchema>;

export const ssoSettingsSchema = z.object({
  providerId: z.string().describe("The Identity Platform provider id the console signs in with"),
  protocol: ssoProtocolSchema,
  displayName: z.string(),
  oidc: z.object({ issuer: z.string(), clientId: z.string(), clientSecretSet: z.boolean() }).nullable(),
  saml: z.object({ idpEntityId: z.string(), ssoUrl: z.string(), certificates: z.array(z.string()), spEntityId: z.string() }).nullable(),
  domains: z.array(z.string()),
  enforced: z.boolean(),
  jitJoining: z.object({ enabled: z.boolean(), defaultRole: ssoDefaultRoleSchema }),
  updatedAt: isoDateTimeSchema,
  updatedBy: z.object({ uid: z.string(), name: z.string().nullable() }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** A workspace's single sign-on: null while none is configured. */
export const workspaceSsoSchema = z.object({ sso: ssoSettingsSchema.nullable() });
export type WorkspaceSso = z.infer<typeof workspaceSsoSchema>;

const workspaceSlugSchema = z.string().regex(/^[a-z0-9-]{1,63}$/, "Invalid workspace");

export const ssoLookupSchema = z.object({ workspace: workspaceSlugSchema, email: emailSchema }).strict();
export type SsoLookup = z.input<typeof ssoLookupSchema>;

/**
 * Only what the sign-in screen needs for this one address: never the workspace's domains, issuer
 * or client id (the provider id is sent to Identity Platform by the browser anyway).
 */
export const ssoLookupResultSchema = z.object({
  sso: z
    .object({
      providerId: z.string(),
      protocol: ssoProtocolSchema,
      displayName: z.string(),
      /** Whether this address may not sign in with a password. */
      required: z.boolean(),
    })
    .nullable(),
});
export type SsoLookupResult = z.infer<typeof ssoLookupResultSchema>;

export const acceptInvitationWithSsoSchema = z
  .object({ workspace: workspaceSlugSchema, token: invitationTokenSchema, displayName: displayNameSchema.optional() })
  .strict();
export type AcceptInvitationWithSso = z.input<typeof acceptInvitationWithSsoSchema>;

export const ssoRoutes = defineRoutes({
  getSingleSignOn: {
    method: "get",
    path: "/v1/tenants/me/sso",
    summary: "The workspace's single sign-on (OpenID Connect or SAML): provider, email domains, enforcement, just-in-time joining. Secrets are never returned",
    access: "sso.read",
    response: workspaceSsoSchema,
  },
  configureSingleSignOn: {
    method: "put",
    path: "/v1/tenants/me/sso",
    summary: "Configure the workspace's single sign-on, replacing the current configuration (owners)",
    access: "sso.manage",
    sensitive: true,
    body: ssoSettingsInputSchema,
    response: workspaceSsoSchema,
  },
  removeSingleSignOn: {
    method: "delete",
    path: "/v1/tenants/me/sso",
    summary: "Remove the workspace's single sign-on: its provider stops signing anyone in (owners)",
    access: "sso.manage",
    sensitive: true,
    response: okSchema,
  },
  lookUpSingleSignOn: {
    ...publicEndpoints.lookUpSingleSignOn,
    summary: "Whether an email address signs in to a workspace with single sign-on, and with which provider (for the sign-in screen)",
    access: "public",
    body: ssoLookupSchema,
    response: ssoLookupResultSchema,
  },
  acceptInvitationWithSso: {
    method: "post",
    path: "/v1/public/invitations/accept-with-sso",
    summary:
      "Accept an invitation as the person signed in with the workspace's single sign-on (Authorization: Bearer <their ID token>): the token's verified email must be the invited one",
    access: "public",
    body: acceptInvitationWithSsoSchema,
    response: acceptedInvitationSchema,
    successStatus: 201,
  },
});
