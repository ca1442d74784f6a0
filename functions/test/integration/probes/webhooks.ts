import { call } from "../../helpers/http.js";
import { is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";
import type { Workspace } from "../../helpers/workspace.js";

/**
 * Endpoints on the discard port of this machine: allowed on the emulators, and refused at once,
 * so a probe's test ping fails fast (it is then retried later, harmlessly).
 */
const ENDPOINT = "http://127.0.0.1:9/matrix";

async function webhook(ws: Workspace): Promise<string> {
  const res = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url: ENDPOINT, events: ["analytics.daily_ready"] } });
  if (res.status !== 201) throw new Error(`webhook fixture: ${res.text}`);
  return res.body.webhook.id;
}

const fixtures = new Map<string, Promise<string>>();
const sharedWebhook = (ws: Workspace) => {
  if (!fixtures.has(ws.tenantId)) fixtures.set(ws.tenantId, webhook(ws));
  return fixtures.get(ws.tenantId)!;
};

export const webhookProbes: AreaProbes = async (name, ws) => {
  const base = "/v1/tenants/me/webhooks";
  switch (name) {
    case "listWebhooks":
      return { path: base };
    case "createWebhook":
      return { path: base, json: {}, allowed: is(400) };
    case "getWebhook":
      return { path: `${base}/${await sharedWebhook(ws)}` };
    case "updateWebhook":
      return { path: `${base}/${await sharedWebhook(ws)}`, json: {}, allowed: is(400) };
    case "deleteWebhook":
      return { path: `${base}/${await webhook(ws)}` };
    case "rotateWebhookSecret":
      return { path: `${base}/${await sharedWebhook(ws)}/rotate-secret` };
    case "testWebhook":
      return { path: `${base}/${await sharedWebhook(ws)}/test`, allowed: is(201) };
    case "listWebhookDeliveries":
      return { path: `${base}/${await sharedWebhook(ws)}/deliveries` };
    case "retryWebhookDelivery":
      return { path: `${base}/${await sharedWebhook(ws)}/deliveries/${NOBODY}/retry`, allowed: missing("Delivery") };
    default:
      return undefined;
  }
};
