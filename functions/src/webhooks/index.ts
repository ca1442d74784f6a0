/** What other services need of webhooks: queue an event for the endpoints subscribed to it. */
export { emitWebhookEvent, notifyWebhooks, type WebhookEventData } from "./deliveries.js";
