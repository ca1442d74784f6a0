import type { AnalyticsEventType } from "@vitrine/contract";
import type { useT } from "../messages";

type Translate = typeof useT.now;

/** A funnel step for people: its event type's name, and the product when the step names one. */
export function eventTypeName(step: { type: AnalyticsEventType; productId?: string | null }, t: Translate, productName?: (id: string) => string): string {
  const name = t(`eventType.${step.type}` as Parameters<Translate>[0]);
  return step.productId ? `${name}: ${productName?.(step.productId) ?? step.productId}` : name;
}
