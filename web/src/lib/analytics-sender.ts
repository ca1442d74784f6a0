/**
 * Sends the public viewer's analytics events to `POST /v1/public/events`: a sink for the viewer's
 * analytics module (`createAnalytics({ sink: sender.send })`), which keeps nothing: the batching
 * is all here.
 *
 * - Events wait at most `flushIntervalMs` (4 s) or until `maxBatch` (20) are queued.
 * - Each event gets an id unique in its session (`<sessionId>.<n>`): the API stores an event once
 *   however often it is sent, so a batch whose answer was lost is simply sent again.
 * - 429 waits for `Retry-After` (never less, plus a random part of as long again, at most 30 s, so
 *   the viewers of one store refused together do not return together); network errors and 5xx
 *   retry after a jittered backoff (3 tries per batch);
 *   other refusals drop the batch (resending it would be refused again).
 * - When the page is hidden or goes away (`visibilitychange` hidden, `pagehide`), everything
 *   waiting leaves at once with `navigator.sendBeacon`, which outlives the page; events handed in
 *   after that (the viewer's dwell time on `pagehide`) go the same way.
 *
 * It imports nothing at run time (types only), so it can be loaded on its own (browser tests inject it).
 */

import type { AnalyticsEventContext, AnalyticsEventFields, AnalyticsEventType } from "@vitrine/contract/analytics-event";

/** An event as the viewer's analytics module hands it over. */
export interface ViewerAnalyticsEvent {
  type: AnalyticsEventType;
  at: string;
  sessionId: string;
  context: AnalyticsEventContext | null;
  data: Record<string, unknown>;
}

/** An event as the API takes it (contract: analyticsEventSchema). */
export interface WireAnalyticsEvent extends AnalyticsEventFields {
  type: AnalyticsEventType;
  at: string;
}

type Listen = Pick<Window, "addEventListener" | "removeEventListener">;

export interface EventSenderOptions {
  endpoint?: string;
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Never keep more than this many waiting (the oldest are dropped): a dead network must not grow memory. */
  maxQueued?: number;
  /** The browser's lasting anonymous id (unique visitors); default: one kept in localStorage. */
  visitorId?: string | null;
  fetch?: typeof fetch;
  sendBeacon?: ((url: string, data: Blob) => boolean) | null;
  now?: () => number;
  /** Numbers in [0, 1) for the retry jitter; `Math.random` unless a test seeds it. */
  random?: () => number;
  /** Where pagehide/visibilitychange are listened to; null = nowhere (tests). */
  target?: { window: Listen; document: Listen & { visibilityState: DocumentVisibilityState } } | null;
}

const VISITOR_KEY = "vitrine.visitorId";
/** sendBeacon's budget is 64 KiB in flight per page; stay well under it per call. */
const MAX_BEACON_BYTES = 60_000;
const MAX_ATTEMPTS = 3;
/** A failed send waits up to this doubled per attempt (full jitter), at least RETRY_FLOOR_MS. */
const RETRY_BASE_MS = 2000;
const RETRY_FLOOR_MS = 500;
const RETRY_AFTER_SPREAD_CAP_MS = 30_000;

function randomId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The browser's visitor id, made on first use; null where storage is refused (private modes). */
export function lastingVisitorId(): string | null {
  try {
    const storage = globalThis.localStorage;
    let id = storage.getItem(VISITOR_KEY);
    if (!id || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) {
      id = randomId();
      storage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

export function createEventSender(options: EventSenderOptions = {}) {
  const endpoint = options.endpoint ?? "/v1/public/events";
  const flushIntervalMs = options.flushIntervalMs ?? 4000;
  const maxBatch = options.maxBatch ?? 20;
  const maxQueued = options.maxQueued ?? 500;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const beacon =
    options.sendBeacon === undefined
      ? typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
        ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
        : null
      : options.sendBeacon;
  const visitorId = options.visitorId === undefined ? lastingVisitorId() : options.visitorId;
  const target =
    options.target === undefined ? (typeof window !== "undefined" && typeof document !== "undefined" ? { window, document } : null) : options.target;

  const sequence = new Map<string, number>();
  let queue: Array<{ event: WireAnalyticsEvent; attempts: number }> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> | null = null;
  let pausedUntil = 0;
  let hidden = false;
  let sent = 0;

  function toWire(event: ViewerAnalyticsEvent): WireAnalyticsEvent | null {
    if (!event.context) return null;
    const n = (sequence.get(event.sessionId) ?? 0) + 1;
    sequence.set(event.sessionId, n);
    return {
      id: `${event.sessionId}.${n}`,
      type: event.type,
      at: event.at,
      sessionId: event.sessionId,
      visitorId,
      brandId: event.context.brandId,
      experienceId: event.context.experienceId,
      placementId: event.context.placementId,
      version: event.context.version,
      preview: event.context.preview,
      ...(event.context.arm ? { arm: event.context.arm } : {}),
      data: event.data,
    };
  }

  function schedule(delay = flushIntervalMs) {
    if (timer !== null || queue.length === 0) return;
    timer = setTimeout(
      () => {
        timer = null;
        void flush();
      },
      Math.max(delay, pausedUntil - now(), 0),
    );
  }

  /** Takes one batch off the queue and posts it; settles the batch by the answer. */
  async function postOne(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    let status = 0;
    let retryAfter = 0;
    try {
      const res = await doFetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ events: batch.map((b) => b.event) }),
        keepalive: true,
      });
      status = res.status;
      retryAfter = Number(res.headers.get("Retry-After") ?? 0);
    } catch {
      status = 0;
    }
    if (status >= 200 && status < 300) {
      sent += batch.length;
      return;
    }
    const retriable = status === 0 || status === 429 || status >= 500;
    if (!retriable) return;
    const again = batch.filter((b) => status === 429 || ++b.attempts < MAX_ATTEMPTS);
    queue = [...again, ...queue].slice(-maxQueued);
    pausedUntil = now() + retryWait(status, retryAfter, Math.max(1, ...batch.map((b) => b.attempts)));
  }

  /** How long to pause sending after a failure: jittered, never before the server's Retry-After. */
  function retryWait(status: number, retryAfterSeconds: number, attempts: number): number {
    if (status === 429) {
      const waitMs = Math.max(Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 0, 1) * 1000;
      return Math.ceil(waitMs + random() * Math.min(waitMs, RETRY_AFTER_SPREAD_CAP_MS));
    }
    const ceiling = RETRY_BASE_MS * 2 ** (attempts - 1);
    return Math.round(RETRY_FLOOR_MS + random() * (ceiling - RETRY_FLOOR_MS));
  }

  /** Sends what is waiting now (batch after batch), unless paused by a 429 or an error. */
  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (sending) return sending;
    sending = (async () => {
      while (queue.length > 0 && now() >= pausedUntil && !hidden) await postOne();
    })().finally(() => {
      sending = null;
      schedule(queue.length >= maxBatch ? 0 : flushIntervalMs);
    });
    return sending;
  }

  /** Everything waiting, handed to the browser to deliver even if the page is closing. */
  function flushWithBeacon(): void {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    while (queue.length > 0) {
      const batch: WireAnalyticsEvent[] = [];
      let bytes = 12;
      while (queue.length > 0 && batch.length < maxBatch) {
        const size = JSON.stringify(queue[0]!.event).length + 1;
        if (batch.length > 0 && bytes + size > MAX_BEACON_BYTES) break;
        batch.push(queue.shift()!.event);
        bytes += size;
      }
      const body = JSON.stringify({ events: batch });
      let queued = false;
      try {
        queued = beacon ? beacon(endpoint, new Blob([body], { type: "application/json" })) : false;
      } catch {
        queued = false;
      }
      if (!queued) {
        // No beacon (or its budget is used up): a keepalive fetch also outlives the page.
        void doFetch(endpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => undefined);
      }
      sent += batch.length;
    }
  }

  /** The sink: the viewer's events, in the order they happened. */
  function send(events: ViewerAnalyticsEvent[]): void {
    for (const event of events) {
      const wire = toWire(event);
      if (wire) queue.push({ event: wire, attempts: 0 });
    }
    if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
    if (hidden) flushWithBeacon();
    else if (queue.length >= maxBatch) void flush();
    else schedule();
  }

  const onPageHide = () => {
    hidden = true;
    flushWithBeacon();
  };
  const onPageShow = () => {
    hidden = false;
  };
  const onVisibility = () => {
    hidden = target?.document.visibilityState === "hidden";
    if (hidden) flushWithBeacon();
    else schedule();
  };
  // Registered before the viewer's own pagehide handler: by the time that one hands over the
  // dwell time, `hidden` is already set and the event leaves by beacon.
  target?.window.addEventListener("pagehide", onPageHide);
  target?.window.addEventListener("pageshow", onPageShow);
  target?.document.addEventListener("visibilitychange", onVisibility);

  return {
    send,
    flush,
    flushWithBeacon,
    /** Events waiting to be sent. */
    get pending() {
      return queue.length;
    },
    /** Events handed to the network so far. */
    get sent() {
      return sent;
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      target?.window.removeEventListener("pagehide", onPageHide);
      target?.window.removeEventListener("pageshow", onPageShow);
      target?.document.removeEventListener("visibilitychange", onVisibility);
    },
  };
}

export type EventSender = ReturnType<typeof createEventSender>;
