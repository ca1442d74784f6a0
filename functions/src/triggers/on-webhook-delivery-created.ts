import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { attemptDelivery } from "../webhooks/deliveries.js";

/**
 * Sends each new webhook delivery at once. Failures are not retried by the platform: the delivery
 * records its own next attempt, which the `retryWebhookDeliveries` job makes.
 */
export const onWebhookDeliveryCreated = onDocumentCreated(
  { document: "tenants/{tenantId}/webhooks/{webhookId}/deliveries/{deliveryId}", retry: false, timeoutSeconds: 60 },
  async (event) => {
    const { tenantId, webhookId, deliveryId } = event.params;
    await attemptDelivery(tenantId, webhookId, deliveryId);
  },
);
