import { call } from "../../helpers/http.js";
import { is, type AreaProbes } from "../../helpers/probes.js";
import type { Workspace } from "../../helpers/workspace.js";

/** A key made by the owner; returns its id. */
async function apiKey(ws: Workspace, name: string): Promise<string> {
  const res = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name, scope: "read" } });
  if (res.status !== 201) throw new Error(`api key fixture: ${res.text}`);
  return res.body.apiKey.id;
}

const fixtures = new Map<string, Promise<string>>();
const sharedKey = (ws: Workspace) => {
  if (!fixtures.has(ws.tenantId)) fixtures.set(ws.tenantId, apiKey(ws, "Matrix key"));
  return fixtures.get(ws.tenantId)!;
};

export const apiKeyProbes: AreaProbes = async (name, ws) => {
  const base = "/v1/tenants/me/api-keys";
  switch (name) {
    case "listApiKeys":
      return { path: base };
    case "createApiKey":
      return { path: base, json: {}, allowed: is(400) };
    case "getApiKey":
      return { path: `${base}/${await sharedKey(ws)}` };
    case "updateApiKey":
      return { path: `${base}/${await sharedKey(ws)}`, json: {}, allowed: is(400) };
    // A throwaway key, so an allowed revoke spoils nothing the other probes need.
    case "revokeApiKey":
      return { path: `${base}/${await apiKey(ws, "Doomed key")}/revoke` };
    default:
      return undefined;
  }
};
