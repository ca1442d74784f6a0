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

/** `read`: what a brand viewer may read; `write`: what a brand editor may change as well. */
export const apiKeyScopeSchema = z
  .enum(["read", "write"])
  .describe("read: read brands and their content; write: also create, change and delete brand content (like a brand editor)");
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeyBrandIdsSchema = z
  .union([z.literal("all"), z.array(idSchema).min(1, "Pick at least one brand").max(50, "At most 50 brands per key")])
  .describe('"all" (every brand of the workspace, including brands created later) or a list of brand ids');
export type ApiKeyBrandIds = z.infer<typeof apiKeyBrandIdsSchema>;

/**
 * The actions an API key may ever be granted. Everything else (people, roles, API keys,
 * webhooks, workspace settings, brand creation and deletion) is for people in the console.
 */
export const apiKeyActions = [
  "tenant.read",
  "brands.list",
  "brand.read",
  "library.read",
  "brandContent.read",
  "brandContent.write",
] as const satisfies readonly Action[];

/** Whether a key may call a route of this access at all (its scope and brands still apply). */
export function apiKeyMayUse(access: RouteAccess): boolean {
  if (access === "public") return true;
  if (access === "signed-in") return false; // routes about the signed-in person
  return (apiKeyActions as readonly string[]).includes(access);
}

/** The brand role a key acts with on each brand it covers. */
export const apiKeyBrandRole = (scope: ApiKeyScope): BrandRole => (scope === "write" ? "editor" : "viewer");

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
    name: apiKeyNameSchema.describe("What the key is for, e.g. \"PIM sync\""),
    scope: apiKeyScopeSchema,
    brandIds: apiKeyBrandIdsSchema.default("all"),
  })
  .strict();
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
