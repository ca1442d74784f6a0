/**
 * The event types and the fields of an analytics event that the viewer sends and the server stores
 * as they came, free of zod: the viewer types its events with them without loading the schemas
 * (its analytics module and sender import them as types only). `analyticsEventSchema`
 * (`analytics.ts`) is what checks them.
 */

import type { AnalyticsSource } from "./analytics-breakdowns.js";

/** What the public viewer reports. Each is one event; the server counts them into daily aggregates. */
export const analyticsEventTypes = [
  "session_start",
  "scene_view",
  "segment_view",
  "object_tap",
  "product_card_open",
  "product_link_out",
  "video_play",
  "video_complete",
  "survey_answer",
  "survey_submit",
  "chat_message",
  "model_load_failed",
  "renderer_failed",
  "dwell_time",
  /** "View in your space" started: `{modelId, productId, platform: ios|android|webxr}`. */
  "ar_launch",
  /** Back from AR: `{modelId, productId, platform, seconds}`. */
  "ar_time",
  /** The AR view's banner button was tapped (the visitor goes to the product's link): `{modelId, productId, platform, variant, url}`. */
  "ar_cta",
  /** The visitor chose one of a product's options: `{productId, variant, sku}` (the option's material variant and SKU). */
  "variant_select",
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** Where the viewer's session shows an experience: carried by each of its events. */
export interface AnalyticsEventContext {
  /** The QR code the session started from; null for a link without one. */
  placementId: string | null;
  brandId: string;
  experienceId: string;
  /** The manifest version shown; null for a draft. */
  version: number | null;
  /** A reviewer's test-link session: stored, never counted. */
  preview: boolean;
  /** The experiment arm the resolver put the visitor in, `<experimentId>.<armId>`; absent or null = none. */
  arm?: string | null;
  /** How the visitor opened the viewer (a printed code, a link, an embedding page); absent = not reported. */
  source?: AnalyticsSource | null;
}

/** An event's own fields besides its type and time, which the sender and the server type each their way. */
export interface AnalyticsEventFields extends AnalyticsEventContext {
  id: string;
  sessionId: string;
  /** The browser's lasting anonymous id; null = each session is a visitor. */
  visitorId: string | null;
  data: Record<string, unknown>;
}
