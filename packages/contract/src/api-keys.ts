import { z } from "zod";
import { idSchema, isoDateTimeSchema, pageOf, pageQuerySchema, NON_BLANK } from "./common.js";
import { defineRoutes, type RouteAccess } from "./route-def.js";
import type { Action, BrandRole } from "./roles.js";

/**
 * An API key reads `vtr_live_<8 lower-case letters or digits>_<40 letters or digits>`. The first
 * part (up to the second underscore) is the key's prefix: stored in clear, shown in the console,
 * and used to find the key. Firebase ID tokens are JWTs (`eyJ…`), so the two never collide.
 */
export const API_KEY_PATTERN = /^(vtr_live_[a-z0-9]{8})_[A-Za-z0-9]{40}$/;
export const API_KEY_TOKEN_START = "vtr_";

/** Whether a bearer token is meant as an API key (it may still be malformed or unknown). */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_TOKEN_START);

/**
 * `read`: what a brand viewer may read; `write`: what a brand editor may change as well; `audit`:
 * the workspace's audit log and nothing else, for a security tool that collects it (a SIEM).
 */
export const apiKeyScopeSchema = z
  .enum(["read", "write", "audit"])
  .describe(
    "read: read brands and their content; write: also create, change and delete brand content (like a brand editor); audit: read the workspace's audit log only",
  );
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeyBrandIdsSchema = z
  .union([z.literal("all"), z.array(idSchema).min(1, "Pick at least one brand").max(50, "At most 50 brands per key")])
  .describe('"all" (every brand of the workspace, including brands created later) or a list of brand ids');
export type ApiKeyBrandIds = z.infer<typeof apiKeyBrandIdsSchema>;

const BRAND_READ_ACTIONS = ["tenant.read", "brands.list", "brand.read", "library.read", "brandContent.read"] as const;

/**
 * The actions each scope grants. Everything else (people, roles, API keys, webhooks, workspace
 * settings, brand creation and deletion) is for people in the console. On brand actions the key's
 * brand role (`apiKeyBrandRole`) applies too; an audit key holds none.
 */
export const apiKeyScopeActions = {
  read: BRAND_READ_ACTIONS,
  write: [...BRAND_READ_ACTIONS, "brandContent.write"],
  audit: ["tenant.read", "auditLog.read"],
} as const satisfies Record<ApiKeyScope, readonly Action[]>;

const grants = (scope: ApiKeyScope, access: RouteAccess) => (apiKeyScopeActions[scope] as readonly string[]).includes(access);

/** Whether a key of this scope (any scope when none is given) may call a route of this access at all. */
export function apiKeyMayUse(access: RouteAccess, scope?: ApiKeyScope): boolean {
  if (access === "public") return true;
  if (access === "signed-in") return false; // routes about the signed-in person
  return scope ? grants(scope, access) : apiKeyScopeSchema.options.some((s) => grants(s, access));
}

/** The narrowest scope whose keys may call a route of this access, or null when no key may. */
export function narrowestApiKeyScope(access: RouteAccess): ApiKeyScope | null {
  if (access === "public" || access === "signed-in") return null;
  return apiKeyScopeSchema.options.find((s) => grants(s, access)) ?? null;
}

/** The brand role a key acts with on each brand it covers; an audit key acts on no brand. */
export const apiKeyBrandRole = (scope: ApiKeyScope): BrandRole | undefined => (scope === "write" ? "editor" : scope === "read" ? "viewer" : undefined);

export const apiKeyStatusSchema = z.enum(["active", "revoked"]);

export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  prefix: z.string().describe("The visible start of the key, e.g. vtr_live_ab12cd34; the secret part is never shown again"),
  scope: apiKeyScopeSchema,
  brandIds: apiKeyBrandIdsSchema,
  status: apiKeyStatusSchema,
  createdAt: isoDateTimeSchema,
  createdBy: z.object({ uid: z.string(), name: z.string().nullable() }),
  lastUsedAt: isoDateTimeSchema.nullable().describe("Updated at most once a minute"),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const apiKeyNameSchema = z.string().trim().min(1, "Name is required").max(80, "Name is too long").meta(NON_BLANK);

export const createApiKeySchema = z
  .object({
    name: apiKeyNameSchema.describe('What the key is for, e.g. "PIM sync"'),
    scope: apiKeyScopeSchema,
    brandIds: apiKeyBrandIdsSchema.default("all"),
  })
  .strict()
  .refine((key) => key.scope !== "audit" || key.brandIds === "all", {
    path: ["brandIds"],
    message: "An audit key reads the whole workspace's log: it is not limited to brands",
  });
export type CreateApiKey = z.input<typeof createApiKeySchema>;

export const createdApiKeySchema = z.object({
  apiKey: apiKeySchema,
  key: z.string().describe("The whole key. Shown this once: store it in your secret manager"),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const updateApiKeySchema = z.object({ name: apiKeyNameSchema }).strict();
export type UpdateApiKey = z.input<typeof updateApiKeySchema>;

export const apiKeyParamsSchema = z.object({ keyId: idSchema }).strict();

export const apiKeyRoutes = defineRoutes({
  listApiKeys: {
    method: "get",
    path: "/v1/tenants/me/api-keys",
    summary: "The workspace's API keys, newest first, revoked ones included",
    access: "apiKeys.manage",
    query: pageQuerySchema,
    response: pageOf(apiKeySchema),
  },
  createApiKey: {
    method: "post",
    path: "/v1/tenants/me/api-keys",
    summary: "Create an API key with a scope and brands; the answer holds the whole key, shown only this once",
    access: "apiKeys.manage",
    sensitive: true,
    body: createApiKeySchema,
    response: createdApiKeySchema,
    successStatus: 201,
  },
  getApiKey: {
    method: "get",
    path: "/v1/tenants/me/api-keys/:keyId",
    summary: "One API key (never its secret)",
    access: "apiKeys.manage",
    params: apiKeyParamsSchema,
    response: apiKeySchema,
  },
  updateApiKey: {
    method: "patch",
    path: "/v1/tenants/me/api-keys/:keyId",
    summary: "Rename an API key",
    access: "apiKeys.manage",
    params: apiKeyParamsSchema,
    body: updateApiKeySchema,
    response: apiKeySchema,
  },
  revokeApiKey: {
    method: "post",
    path: "/v1/tenants/me/api-keys/:keyId/revoke",
    summary: "Revoke an API key: from now on it answers 401. Cannot be undone",
    access: "apiKeys.manage",
    sensitive: true,
    params: apiKeyParamsSchema,
    response: apiKeySchema,
  },
});
