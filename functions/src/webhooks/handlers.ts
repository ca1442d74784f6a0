import type { webhookRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { listDeliveries, retryDelivery, sendTestDelivery } from "./deliveries.js";
import { createWebhook, deleteWebhook, getWebhook, listWebhooks, rotateWebhookSecret, updateWebhook } from "./webhooks.js";

export const webhookHandlers: RouteHandlers<typeof webhookRoutes> = {
  listWebhooks: ({ caller, query }) => listWebhooks(caller.tenantId, query),
  createWebhook: ({ caller, body }) => createWebhook(caller, body),
  getWebhook: ({ caller, params }) => getWebhook(caller.tenantId, params.webhookId),
  updateWebhook: ({ caller, params, body, ifMatch }) => updateWebhook(caller.tenantId, params.webhookId, body, ifMatch),
  async deleteWebhook({ caller, params, ifMatch }) {
    await deleteWebhook(caller.tenantId, params.webhookId, ifMatch);
    return { ok: true };
  },
  rotateWebhookSecret: ({ caller, params }) => rotateWebhookSecret(caller.tenantId, params.webhookId),
  testWebhook: ({ caller, params }) => sendTestDelivery(caller.tenantId, params.webhookId),
  listWebhookDeliveries: ({ caller, params, query }) => listDeliveries(caller.tenantId, params.webhookId, query),
  retryWebhookDelivery: ({ caller, params }) => retryDelivery(caller.tenantId, params.webhookId, params.deliveryId),
};
