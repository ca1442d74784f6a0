import type { apiKeyRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { createApiKey, getApiKey, listApiKeys, renameApiKey, revokeApiKey } from "./api-keys.js";

export const apiKeyHandlers: RouteHandlers<typeof apiKeyRoutes> = {
  listApiKeys: ({ caller, query }) => listApiKeys(caller.tenantId, query),
  createApiKey: ({ caller, body }) => createApiKey(caller, body),
  getApiKey: ({ caller, params }) => getApiKey(caller.tenantId, params.keyId),
  updateApiKey: ({ caller, params, body, ifMatch }) => renameApiKey(caller.tenantId, params.keyId, body.name, ifMatch),
  revokeApiKey: ({ caller, params }) => revokeApiKey(caller, params.keyId),
};
