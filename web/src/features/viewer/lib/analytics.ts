/**
 * The viewer's one analytics module: every screen reports what the visitor does through
 * `track(type, data)`. Events are buffered with the session's context and flushed in batches
 * (and when the page goes away). In the browser they go to `POST /v1/public/events` through the
 * shared sender, which owns batching, retries and the last `sendBeacon`.
 */
import { createEventSender } from "@/lib/analytics-sender";

export type AnalyticsEventType =
  | "session_start"
  | "scene_view"
  | "segment_view"
  | "object_tap"
  | "product_card_open"
  | "product_link_out"
  | "video_play"
  | "video_complete"
  | "survey_answer"
  | "survey_submit"
  | "chat_message"
  | "model_load_failed"
  | "renderer_failed"
  | "dwell_time";

export interface AnalyticsContext {
  placementId: string;
  brandId: string;
  experienceId: string;
  /** Null for a draft shown through a test link. */
  version: number | null;
  preview: boolean;
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
  /** Flush once this many events are waiting. */
  batchSize?: number;
  /** Never keep more than this many (oldest dropped): a broken sink must not grow memory. */
  maxBuffered?: number;
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
  const batchSize = options.batchSize ?? 20;
  const maxBuffered = options.maxBuffered ?? 500;
  let sessionId = options.sessionId ?? randomId();
  let context: AnalyticsContext | null = null;
  let buffer: AnalyticsEvent[] = [];
  let sessionStartedAt: number | null = null;

  function flush(): void {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    try {
      sink(batch);
    } catch {
      // Analytics must never break the experience.
    }
  }

  function track(type: AnalyticsEventType, data: Record<string, unknown> = {}): void {
    buffer.push({ type, at: new Date(now()).toISOString(), sessionId, context, data });
    if (buffer.length > maxBuffered) buffer = buffer.slice(buffer.length - maxBuffered);
    if (buffer.length >= batchSize) flush();
  }

  return {
    track,
    flush,
    get sessionId() {
      return sessionId;
    },
    /** Events not yet handed to the sink (for tests and debugging). */
    buffered(): readonly AnalyticsEvent[] {
      return buffer;
    },
    /** Starts a session for one experience: later events carry this context. */
    startSession(next: AnalyticsContext, data: Record<string, unknown> = {}): void {
      if (sessionStartedAt !== null) endSession();
      sessionId = options.sessionId ?? randomId();
      context = next;
      sessionStartedAt = now();
      track("session_start", data);
    },
    /** Records how long the session lasted and sends everything (on pagehide). */
    endSession(): void {
      endSession();
    },
  };

  function endSession(): void {
    if (sessionStartedAt === null) return;
    track("dwell_time", { seconds: Math.round((now() - sessionStartedAt) / 100) / 10 });
    sessionStartedAt = null;
    flush();
  }
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The viewer's instance: each event goes straight to the sender, which batches for the network. */
export const analytics = createAnalytics({ sink: typeof window !== "undefined" ? createEventSender().send : undefined, batchSize: 1 });

export function track(type: AnalyticsEventType, data: Record<string, unknown> = {}): void {
  analytics.track(type, data);
}
