import { WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookDelivery, type WebhookDeliveryStatus } from "@contract";
import type { BadgeTone } from "@/components/ui/badge";
import { formatRelativeTime } from "@/lib/format";

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "neutral" },
  sending: { label: "Sending", tone: "accent" },
  retrying: { label: "Retrying", tone: "warning" },
  succeeded: { label: "Delivered", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
};

/** "2 of 6": attempts made out of the most there will be. */
export function describeAttempts(delivery: Pick<WebhookDelivery, "attempts" | "maxAttempts">): string {
  return `${delivery.attempts} of ${delivery.maxAttempts}`;
}

/** When the next attempt goes out, or why there will be none. */
export function describeNextAttempt(delivery: Pick<WebhookDelivery, "status" | "nextAttemptAt">, now = Date.now()): string {
  switch (delivery.status) {
    case "retrying":
      return delivery.nextAttemptAt ? formatRelativeTime(delivery.nextAttemptAt, now) : "Soon";
    case "pending":
    case "sending":
      return "Now";
    case "succeeded":
      return "No retry needed";
    case "failed":
      return "No retries left";
  }
}

/** The one-line health of an endpoint from its latest attempt, e.g. "Delivered · 200". */
export function describeLastDelivery(last: { status: WebhookDeliveryStatus; responseCode: number | null } | null): string {
  if (!last) return "No deliveries yet";
  const label = deliveryStatusLabels[last.status].label;
  return last.responseCode === null ? label : `${label} · ${last.responseCode}`;
}

/** "1 min, 5 min, 30 min, 2 h and 12 h": when failed attempts are retried. */
export function describeRetrySchedule(delaysSeconds: readonly number[] = WEBHOOK_RETRY_DELAYS_SECONDS): string {
  const parts = delaysSeconds.map((s) => (s < 3600 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}
