import { createHash } from "node:crypto";
import type { AnalyticsEventType } from "@vitrine/contract";
import { analyticsSettings } from "./settings.js";
import type { ValidEvent } from "./validate-events.js";

/** An event the ingest stored, with the store of its placement. */
export type StoredEvent = Omit<ValidEvent, "index"> & { storeId: string | null };

/**
 * The Measurement Protocol's limits (GA4 "Sending events", Limitations): beyond them Google drops
 * the event or the parameter silently, since the endpoint answers 2xx to everything.
 */
export const GA_LIMITS = {
  eventsPerRequest: 25,
  paramsPerEvent: 25,
  nameLength: 40,
  valueLength: 100,
  itemCustomParams: 10,
} as const;

/** Parameters Google lets run longer than the usual 100 characters. */
const LONGER_VALUES: Record<string, number> = { page_location: 1000, page_referrer: 420, page_title: 300 };

/** Event and parameter names: a letter, then letters, digits and underscores. */
export const GA_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_PARAM_PREFIXES = ["_", "firebase_", "ga_", "google_", "gtag."];

export type GaParamValue = string | number;
export interface GaItem {
  item_id: string;
  [param: string]: GaParamValue;
}
export type GaParams = Record<string, GaParamValue | GaItem[]>;

export interface GaEvent {
  name: string;
  params: GaParams;
  /** When it happened (microseconds); Google accepts events up to 72 hours old. */
  timestamp_micros: number;
}

export interface GaRequestBody {
  client_id: string;
  /** Forwarded for measurement only: the viewer asks no one's consent for advertising. */
  consent: { ad_user_data: "DENIED"; ad_personalization: "DENIED" };
  events: GaEvent[];
}

/** Our event types as Google Analytics events: recommended names where one means the same. */
export const GA_EVENT_NAMES: Record<AnalyticsEventType, string> = {
  // `session_start` is reserved: Google starts a session on the first event of a new session_id.
  session_start: "page_view",
  scene_view: "scene_view",
  segment_view: "segment_view",
  object_tap: "object_tap",
  product_card_open: "view_item",
  product_link_out: "select_item",
  video_play: "video_play",
  video_complete: "video_complete",
  survey_answer: "survey_answer",
  survey_submit: "survey_submit",
  chat_message: "chat_message",
  model_load_failed: "model_load_failed",
  renderer_failed: "renderer_failed",
  dwell_time: "dwell_time",
  ar_launch: "ar_launch",
  ar_time: "ar_time",
  ar_cta: "ar_cta",
  variant_select: "variant_select",
};

/** Characters, not UTF-16 units: a cut never splits an emoji in half. */
function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join("");
}

function paramValue(name: string, value: unknown): GaParamValue | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean") return String(value);
  if (typeof value !== "string" || value.trim() === "") return undefined;
  return truncate(value, LONGER_VALUES[name] ?? GA_LIMITS.valueLength);
}

const allowedParamName = (name: string) => GA_NAME.test(name) && !RESERVED_PARAM_PREFIXES.some((prefix) => name.startsWith(prefix));

/** Parameters within Google's rules: valid names, short values, at most 25, empty ones left out. */
export function gaParams(entries: Array<[string, unknown]>): GaParams {
  const params: GaParams = {};
  let count = 0;
  for (const [name, value] of entries) {
    if (count >= GA_LIMITS.paramsPerEvent) break;
    if (!allowedParamName(name) || name in params) continue;
    if (name === "items") {
      if (Array.isArray(value) && value.length > 0) {
        params.items = value as GaItem[];
        count += 1;
      }
      continue;
    }
    const clean = paramValue(name, value);
    if (clean === undefined) continue;
    params[name] = clean;
    count += 1;
  }
  return params;
}

function gaItem(entries: Array<[string, unknown]>): GaItem[] {
  const item = gaParams(entries.slice(0, GA_LIMITS.itemCustomParams + 1));
  return typeof item.item_id === "string" ? [item as GaItem] : [];
}

/**
 * Google reads `session_id` as a number (gtag sends the session's start in seconds); ours is a
 * random string, so every event of a session carries the same number derived from it.
 */
export function gaSessionId(sessionId: string): string {
  return String(parseInt(createHash("sha256").update(sessionId).digest("hex").slice(0, 12), 16));
}

function hostOf(url: unknown): string | undefined {
  if (typeof url !== "string") return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** What each type tells Google beyond the shared parameters. Free text never leaves. */
function typeParams(event: StoredEvent, publicBaseUrl: string): Array<[string, unknown]> {
  const d = event.data;
  switch (event.type) {
    case "session_start":
      return [
        ["page_location", event.placementId ? `${publicBaseUrl.replace(/\/+$/, "")}/${event.placementId}` : undefined],
        ["page_referrer", d.referrer],
        ["viewport", d.viewport],
      ];
    case "scene_view":
      return [
        ["scene_id", d.sceneId],
        ["scene_name", d.name],
      ];
    case "segment_view":
      return [
        ["segment_id", d.segmentId],
        ["scene_id", d.sceneId],
        ["segment_title", d.title],
      ];
    case "object_tap":
      return [
        ["object_id", d.objectId],
        ["model_id", d.modelId],
        ["object_name", d.name],
        ["product_id", d.productId],
      ];
    case "product_card_open":
      return [
        ["items", gaItem([["item_id", d.productId]])],
        ["open_source", d.source],
      ];
    case "product_link_out": {
      const url = typeof d.url === "string" && Array.from(d.url).length <= GA_LIMITS.valueLength ? d.url : undefined;
      return [
        [
          "items",
          gaItem([
            ["item_id", d.productId],
            ["item_variant", d.sku],
          ]),
        ],
        ["link_domain", hostOf(d.url)],
        ["link_url", url],
      ];
    }
    case "video_play":
      return [
        ["video_id", d.videoId],
        ["video_title", d.title],
        ["muted", d.muted],
      ];
    case "video_complete":
      return [
        ["video_id", d.videoId],
        ["video_title", d.title],
      ];
    case "survey_answer":
      // A rating is a number; a string may be a visitor's own words, which stay with us.
      return [
        ["survey_id", d.surveyId],
        ["survey_field", d.field],
        ["rating", typeof d.value === "number" ? d.value : undefined],
      ];
    case "survey_submit":
      return [
        ["survey_id", d.surveyId],
        ["answered", d.answered],
      ];
    case "chat_message":
      return [
        ["chat_role", d.role],
        ["chat_answerer", d.answerer],
      ];
    case "model_load_failed":
      return [
        ["model_id", d.modelId],
        ["error_message", d.message],
      ];
    case "renderer_failed":
      return [["error_message", d.message]];
    case "dwell_time":
      return [["dwell_seconds", dwellSeconds(event)]];
    case "variant_select":
      return [
        ["product_id", d.productId],
        ["item_variant", d.variant],
      ];
    case "ar_launch":
      return [
        ["model_id", d.modelId],
        ["product_id", d.productId],
        ["ar_platform", d.platform],
      ];
    case "ar_cta":
      return [
        ["model_id", d.modelId],
        ["product_id", d.productId],
        ["ar_platform", d.platform],
        ["item_variant", d.variant],
      ];
    case "ar_time":
      return [
        ["model_id", d.modelId],
        ["product_id", d.productId],
        ["ar_platform", d.platform],
        ["ar_seconds", dwellSeconds(event)],
      ];
  }
}

function dwellSeconds(event: StoredEvent): number | undefined {
  const seconds = event.data.seconds;
  return typeof seconds === "number" ? Math.min(seconds, analyticsSettings.maxDwellSeconds) : undefined;
}

/**
 * Google counts a user active and shows them in Realtime only with an engagement time; the one we
 * measure is the session's dwell, so the other events carry the smallest one.
 */
function engagementMs(event: StoredEvent): number {
  const seconds = event.type === "dwell_time" ? dwellSeconds(event) : undefined;
  return seconds === undefined ? 1 : Math.max(1, Math.round(seconds * 1000));
}

/** One stored event as a Google Analytics event. */
export function toGaEvent(event: StoredEvent, publicBaseUrl: string, now: number): GaEvent {
  const params = gaParams([
    ["session_id", gaSessionId(event.sessionId)],
    ["engagement_time_msec", engagementMs(event)],
    ["brand_id", event.brandId],
    ["experience_id", event.experienceId],
    ["placement_id", event.placementId],
    ["store_id", event.storeId],
    ["manifest_version", event.version],
    ...typeParams(event, publicBaseUrl),
  ]);
  // A phone's clock may run a few minutes ahead; Google wants nothing from the future.
  const at = Math.min(event.at.getTime(), now);
  return { name: GA_EVENT_NAMES[event.type], params, timestamp_micros: at * 1000 };
}

/** The browser's lasting id when it sent one; otherwise each session is a visitor, as in our counts. */
export const gaClientId = (event: StoredEvent) => event.visitorId ?? event.sessionId;

/**
 * The request bodies for some stored events: one client per request (the Measurement Protocol's
 * `client_id` is per request), at most 25 events each, in the order they came. Preview (test-link)
 * events are left out, as our own reports leave them out.
 */
export function gaRequestBodies(events: StoredEvent[], publicBaseUrl: string, now: number): GaRequestBody[] {
  const byClient = new Map<string, GaEvent[]>();
  for (const event of events) {
    if (event.preview) continue;
    const clientId = gaClientId(event);
    const list = byClient.get(clientId) ?? [];
    list.push(toGaEvent(event, publicBaseUrl, now));
    byClient.set(clientId, list);
  }
  const bodies: GaRequestBody[] = [];
  for (const [clientId, gaEvents] of byClient) {
    for (let start = 0; start < gaEvents.length; start += GA_LIMITS.eventsPerRequest) {
      bodies.push({
        client_id: clientId,
        consent: { ad_user_data: "DENIED", ad_personalization: "DENIED" },
        events: gaEvents.slice(start, start + GA_LIMITS.eventsPerRequest),
      });
    }
  }
  return bodies;
}
