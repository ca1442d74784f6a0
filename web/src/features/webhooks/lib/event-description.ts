import { webhookEventDescriptions, type WebhookDeliveryEvent } from "@vitrine/contract";
import { useT, type WebhooksT } from "../messages";

const keys = {
  "experience.published": "events.experience.published",
  "placement.schedule_changed": "events.placement.schedule_changed",
  "analytics.daily_ready": "events.analytics.daily_ready",
  "analytics.hourly_exported": "events.analytics.hourly_exported",
  "webhook.ping": "events.webhook.ping",
} as const;

/** What an event means, in the console's language (the contract's English for an event not yet translated). */
export function eventDescription(event: WebhookDeliveryEvent, t: WebhooksT = useT.now): string {
  const key = (keys as Partial<Record<string, (typeof keys)[keyof typeof keys]>>)[event];
  return key ? t(key) : webhookEventDescriptions[event];
}
