import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { retryDueWebhookDeliveries } from "../webhooks/deliveries.js";

/**
 * Every minute, attempts the webhook deliveries that are due: retries after their backoff, and any
 * delivery the creation trigger did not send (or whose attempt died mid-way).
 */
export const retryWebhookDeliveries = onSchedule({ schedule: "every 1 minutes", retryCount: 0, timeoutSeconds: 300 }, async (event) => {
  const now = Date.parse(event.scheduleTime) || Date.now();
  const result = await retryDueWebhookDeliveries(Math.max(now, Date.now()));
  if (result.due) logger.info("webhook deliveries retried", { ...result, scheduleTime: event.scheduleTime });
});
