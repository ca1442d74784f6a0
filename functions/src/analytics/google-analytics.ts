import { defineSecret } from "firebase-functions/params";
import { config } from "../config.js";
import { logs } from "../logs.js";
import { gaRequestBodies, type StoredEvent } from "./google-analytics-events.js";

/**
 * The Measurement Protocol API secret of the Google Analytics 4 data stream, a Functions secret.
 * Bound to the `api` function (index.ts) only when a measurement id is set, so a deployment without
 * Google Analytics never needs it.
 */
export const gaApiSecret = defineSecret("VITRINE_GA_API_SECRET");

export const googleAnalyticsConfig = {
  /** The data stream's measurement id (`G-…`); unset, nothing goes to Google. */
  measurementId: process.env.VITRINE_GA_MEASUREMENT_ID?.trim() ?? "",
  /** Where events go; a local receiver in tests, Google's validation endpoint when checking a setup. */
  endpoint: process.env.VITRINE_GA_ENDPOINT || "https://www.google-analytics.com/mp/collect",
  /** The longest one request may take: forwarding is best effort and must not hold an instance. */
  timeoutMs: Number(process.env.VITRINE_GA_TIMEOUT_MS || 2000),
};

/** The secrets the `api` function needs for Google Analytics: none while it is off. */
export const googleAnalyticsSecrets = () => (googleAnalyticsConfig.measurementId ? [gaApiSecret] : []);

export interface GoogleAnalyticsSettings {
  measurementId: string;
  apiSecret: string;
  endpoint: string;
  timeoutMs: number;
  publicBaseUrl: string;
}

/** The settings in force, or null when the measurement id or the API secret is missing. */
export function googleAnalyticsSettings(): GoogleAnalyticsSettings | null {
  if (!googleAnalyticsConfig.measurementId) return null;
  // Reading an unset secret logs a warning per call; look before asking.
  const apiSecret = process.env[gaApiSecret.name] ? gaApiSecret.value() : "";
  if (!apiSecret) return null;
  return { ...googleAnalyticsConfig, apiSecret, publicBaseUrl: config.publicBaseUrl };
}

export interface SendOptions {
  settings: GoogleAnalyticsSettings | null;
  /** The HTTP call; tests pass their own. */
  fetch?: typeof globalThis.fetch;
  now?: number;
}

export interface SendOutcome {
  requests: number;
  failed: number;
}

/** The first messages of Google's validation endpoint, which answers 200 with them. */
async function validationMessages(res: Response): Promise<string[]> {
  if (!(res.headers.get("content-type") ?? "").includes("json")) {
    // An unread body keeps its connection busy.
    await res.body?.cancel().catch(() => undefined);
    return [];
  }
  const body = (await res.json().catch(() => null)) as { validationMessages?: { description?: unknown }[] } | null;
  return (body?.validationMessages ?? []).slice(0, 5).map((m) => String(m.description ?? ""));
}

/**
 * Sends stored events to the GA4 Measurement Protocol, 25 per request at most, the requests in
 * parallel, each cut off after the timeout. Never rejects: a failure is logged and forgotten
 * (the events stay in our own analytics either way).
 */
export async function sendToGoogleAnalytics(events: StoredEvent[], options: SendOptions): Promise<SendOutcome> {
  const { settings } = options;
  if (!settings || events.length === 0) return { requests: 0, failed: 0 };
  let bodies;
  try {
    bodies = gaRequestBodies(events, settings.publicBaseUrl, options.now ?? Date.now());
  } catch (err) {
    logs.googleAnalyticsFailed(err, { events: events.length });
    return { requests: 0, failed: 0 };
  }
  const post = options.fetch ?? globalThis.fetch;
  const url = `${settings.endpoint}?${new URLSearchParams({ measurement_id: settings.measurementId, api_secret: settings.apiSecret })}`;
  const results = await Promise.all(
    bodies.map(async (body) => {
      try {
        const res = await post(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!res.ok) throw new Error(`Google Analytics answered ${res.status}`);
        const messages = await validationMessages(res);
        if (messages.length > 0) logs.googleAnalyticsInvalid(messages);
        return true;
      } catch (err) {
        logs.googleAnalyticsFailed(err, { events: body.events.length });
        return false;
      }
    }),
  );
  return { requests: bodies.length, failed: results.filter((ok) => !ok).length };
}

/**
 * Hands the events the ingest just stored to Google Analytics when it is configured, without
 * waiting: the ingest's answer never depends on Google. Returns the send (for tests), or null
 * when there is nothing to do.
 */
export function forwardToGoogleAnalytics(events: StoredEvent[], now = Date.now()): Promise<SendOutcome> | null {
  try {
    const settings = googleAnalyticsSettings();
    if (!settings || events.length === 0) return null;
    return sendToGoogleAnalytics(events, { settings, now });
  } catch (err) {
    logs.googleAnalyticsFailed(err, { events: events.length });
    return null;
  }
}
