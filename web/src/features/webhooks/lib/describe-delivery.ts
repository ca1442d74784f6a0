import { WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookDelivery, type WebhookDeliveryStatus } from "@vitrine/contract";
import type { BadgeTone } from "@/components/ui/badge";
import { formatRelativeTime } from "@/lib/format";
import { useT, type WebhooksT } from "../messages";

const deliveryStatusTones: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: "neutral",
  sending: "accent",
  retrying: "warning",
  succeeded: "success",
  failed: "danger",
};

/** Each delivery status's badge: its words in the console's language, and its tone. */
export function deliveryStatusLabels(t: WebhooksT = useT.now): Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> {
  const entry = (status: WebhookDeliveryStatus) => ({ label: t(`delivery.${status}`), tone: deliveryStatusTones[status] });
  return { pending: entry("pending"), sending: entry("sending"), retrying: entry("retrying"), succeeded: entry("succeeded"), failed: entry("failed") };
}

/** "2 of 6": attempts made out of the most there will be. */
export function describeAttempts(delivery: Pick<WebhookDelivery, "attempts" | "maxAttempts">, t: WebhooksT = useT.now): string {
  return t("delivery.attempts", { attempts: delivery.attempts, max: delivery.maxAttempts });
}

/** When the next attempt goes out, or why there will be none. */
export function describeNextAttempt(delivery: Pick<WebhookDelivery, "status" | "nextAttemptAt">, now = Date.now(), t: WebhooksT = useT.now): string {
  switch (delivery.status) {
    case "retrying":
      return delivery.nextAttemptAt ? formatRelativeTime(delivery.nextAttemptAt, now) : t("delivery.soon");
    case "pending":
    case "sending":
      return t("delivery.now");
    case "succeeded":
      return t("delivery.noRetryNeeded");
    case "failed":
      return t("delivery.noRetriesLeft");
  }
}

/** The one-line health of an endpoint from its latest attempt, e.g. "Delivered · 200". */
export function describeLastDelivery(last: { status: WebhookDeliveryStatus; responseCode: number | null } | null, t: WebhooksT = useT.now): string {
  if (!last) return t("delivery.noDeliveries");
  const label = deliveryStatusLabels(t)[last.status].label;
  return last.responseCode === null ? label : t("delivery.statusWithCode", { status: label, code: last.responseCode });
}

/** "1 min, 5 min, 30 min, 2 h and 12 h": when failed attempts are retried. */
export function describeRetrySchedule(delaysSeconds: readonly number[] = WEBHOOK_RETRY_DELAYS_SECONDS, t: WebhooksT = useT.now): string {
  const parts = delaysSeconds.map((s) => (s < 3600 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`));
  return parts.length > 1 ? t("delivery.scheduleList", { first: parts.slice(0, -1).join(", "), last: parts.at(-1)! }) : (parts[0] ?? "");
}
