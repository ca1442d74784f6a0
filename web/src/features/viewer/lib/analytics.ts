/**
 * The viewer's one analytics module: every screen reports what the visitor does through
 * `track(type, data)`, and this module stamps each event with the time, the session and its
 * context. It keeps nothing: in the browser each event goes at once to the shared sender
 * (`lib/analytics-sender.ts`), which owns batching, retries and the last `sendBeacon` when the
 * page goes away.
 */
// The event types are the contract's one list (the server refuses any other): a type-only import,
// so the viewer loads no schema for it.
import type { AnalyticsEventType } from "@vitrine/contract/analytics-event";
import { createEventSender } from "@/lib/analytics-sender";
import { armOf } from "@/lib/experiment-arm";

export interface AnalyticsContext {
  placementId: string;
  brandId: string;
  experienceId: string;
  /** Null for a draft shown through a test link. */
  version: number | null;
  preview: boolean;
  /** The experiment arm the resolver chose for this placement's visitor; absent = none. */
  arm?: string | null;
}

export interface AnalyticsEvent {
  type: AnalyticsEventType;
  /** ISO time the event happened. */
  at: string;
  sessionId: string;
  context: AnalyticsContext | null;
  data: Record<string, unknown>;
}

export type AnalyticsSink = (events: AnalyticsEvent[]) => void;

export interface AnalyticsOptions {
  sink?: AnalyticsSink;
  now?: () => number;
  sessionId?: string;
}

function randomId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const consoleSink: AnalyticsSink = (events) => {
  for (const event of events) console.debug("[analytics]", event.type, event.data);
};

export function createAnalytics(options: AnalyticsOptions = {}) {
  const sink = options.sink ?? consoleSink;
  const now = options.now ?? Date.now;
  let sessionId = options.sessionId ?? randomId();
  let context: AnalyticsContext | null = null;
  let sessionStartedAt: number | null = null;

  function track(type: AnalyticsEventType, data: Record<string, unknown> = {}): void {
    try {
      sink([{ type, at: new Date(now()).toISOString(), sessionId, context, data }]);
    } catch {
      // Analytics must never break the experience.
    }
  }

  function endSession(): void {
    if (sessionStartedAt === null) return;
    track("dwell_time", { seconds: Math.round((now() - sessionStartedAt) / 100) / 10 });
    sessionStartedAt = null;
  }

  return {
    track,
    get sessionId() {
      return sessionId;
    },
    /** Starts a session for one experience (ending the one before): later events carry this context. */
    startSession(next: AnalyticsContext, data: Record<string, unknown> = {}): void {
      endSession();
      sessionId = options.sessionId ?? randomId();
      context = next.preview ? next : { ...next, arm: next.arm ?? armOf(next.placementId, next.experienceId) };
      sessionStartedAt = now();
      track("session_start", data);
    },
    /** Records how long the session lasted (when the page goes away or the experience changes). */
    endSession,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The viewer's instance: each event goes straight to the sender, which batches for the network. */
export const analytics = createAnalytics({ sink: typeof window !== "undefined" ? createEventSender().send : undefined });

export function track(type: AnalyticsEventType, data: Record<string, unknown> = {}): void {
  analytics.track(type, data);
}
