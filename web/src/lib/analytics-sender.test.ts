// @vitest-environment jsdom
import type { AnalyticsEventType } from "@vitrine/contract/analytics-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventSender, type ViewerAnalyticsEvent } from "./analytics-sender";

const context = { placementId: "qr1", brandId: "b1", experienceId: "e1", version: 2, preview: false };
const viewerEvent = (type: AnalyticsEventType, sessionId = "s1", data: Record<string, unknown> = {}): ViewerAnalyticsEvent => ({
  type,
  at: "2026-03-10T12:00:00.000Z",
  sessionId,
  context,
  data,
});

/** A fake window/document pair to fire pagehide and visibilitychange on. */
function fakeTarget() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  return { target: { window: win as unknown as Window, document: doc as unknown as Document }, win, doc };
}

function okFetch() {
  const calls: Array<{ events: Array<{ id: string; type: string }> }> = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(JSON.parse(String(init!.body)));
    return new Response(JSON.stringify({ accepted: 1, duplicates: 0, rejected: [], ignored: null }), { status: 200 });
  });
  return { fetch, calls };
}

describe("analytics sender", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("batches events for a few seconds, with ids unique in their session", async () => {
    const { fetch, calls } = okFetch();
    const sender = createEventSender({ fetch: fetch as typeof globalThis.fetch, sendBeacon: null, target: null, visitorId: "v1", flushIntervalMs: 4000 });
    sender.send([viewerEvent("session_start")]);
    sender.send([viewerEvent("scene_view", "s1", { sceneId: "intro" })]);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.events).toMatchObject([
      {
        id: "s1.1",
        type: "session_start",
        sessionId: "s1",
        visitorId: "v1",
        brandId: "b1",
        experienceId: "e1",
        placementId: "qr1",
        version: 2,
        preview: false,
      },
      { id: "s1.2", type: "scene_view", data: { sceneId: "intro" } },
    ]);
  });

  it("sends at once when a batch is full, and drops events without a context", async () => {
    const { fetch, calls } = okFetch();
    const sender = createEventSender({ fetch: fetch as typeof globalThis.fetch, sendBeacon: null, target: null, visitorId: null, maxBatch: 3 });
    sender.send([{ ...viewerEvent("renderer_failed"), context: null }]);
    sender.send([viewerEvent("scene_view"), viewerEvent("object_tap"), viewerEvent("video_play"), viewerEvent("video_complete")]);
    await vi.advanceTimersByTimeAsync(0);
    // A full batch leaves at once, and the rest waiting goes with it.
    expect(calls.map((c) => c.events.map((e) => e.id))).toEqual([["s1.1", "s1.2", "s1.3"], ["s1.4"]]);
    expect(sender.pending).toBe(0);
  });

  it("waits for Retry-After on 429 and sends the same batch again (same ids)", async () => {
    const bodies: string[] = [];
    const fetch = vi
      .fn()
      .mockImplementationOnce(async (_u: string, init: RequestInit) => {
        bodies.push(String(init.body));
        return new Response("{}", { status: 429, headers: { "Retry-After": "7" } });
      })
      .mockImplementation(async (_u: string, init: RequestInit) => {
        bodies.push(String(init.body));
        return new Response("{}", { status: 200 });
      });
    // The jitter's draw is 0.5: half of the 7 s spread after Retry-After's 7 s.
    const sender = createEventSender({ fetch, sendBeacon: null, target: null, visitorId: null, maxBatch: 1, random: () => 0.5 });
    sender.send([viewerEvent("session_start")]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_400);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(sender.pending).toBe(0);
  });

  it("never resends before Retry-After, whatever the jitter draws", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response("{}", { status: 429, headers: { "Retry-After": "7" } }))
      .mockImplementation(async () => new Response("{}", { status: 200 }));
    const sender = createEventSender({ fetch, sendBeacon: null, target: null, visitorId: null, maxBatch: 1, random: () => 0 });
    sender.send([viewerEvent("session_start")]);
    await vi.advanceTimersByTimeAsync(6999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("spreads the resends of viewers refused together over the time after Retry-After", async () => {
    const resentAt: number[] = [];
    for (const draw of [0.1, 0.45, 0.9]) {
      const start = Date.now();
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(new Response("{}", { status: 429, headers: { "Retry-After": "10" } }))
        .mockImplementation(async () => {
          resentAt.push(Date.now() - start);
          return new Response("{}", { status: 200 });
        });
      const sender = createEventSender({ fetch, sendBeacon: null, target: null, visitorId: null, maxBatch: 1, random: () => draw });
      sender.send([viewerEvent("session_start")]);
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(resentAt).toEqual([11_000, 14_500, 19_000]);
  });

  it("retries network errors a few times, and never resends what the API refused as invalid", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("offline"));
    const sender = createEventSender({ fetch, sendBeacon: null, target: null, visitorId: null, maxBatch: 1 });
    sender.send([viewerEvent("session_start")]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sender.pending).toBe(0);

    const refusing = vi.fn(async () => new Response("{}", { status: 400 }));
    const other = createEventSender({ fetch: refusing as typeof globalThis.fetch, sendBeacon: null, target: null, visitorId: null, maxBatch: 1 });
    other.send([viewerEvent("session_start")]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refusing).toHaveBeenCalledTimes(1);
  });

  it("hands everything to sendBeacon on pagehide, including events that arrive after it", async () => {
    const { fetch } = okFetch();
    const beacons: Array<{ url: string; data: Blob }> = [];
    const sendBeacon = (url: string, data: Blob) => {
      beacons.push({ url, data });
      return true;
    };
    const { target, win } = fakeTarget();
    const sender = createEventSender({ fetch: fetch as typeof globalThis.fetch, sendBeacon, target, visitorId: null });
    sender.send([viewerEvent("session_start"), viewerEvent("scene_view", "s1", { sceneId: "x" })]);
    win.dispatchEvent(new Event("pagehide"));
    // The viewer's own pagehide handler reports the dwell time afterwards.
    sender.send([viewerEvent("dwell_time", "s1", { seconds: 12 })]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    // jsdom's Blob is read with its own FileReader.
    const text = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    vi.useRealTimers();
    const read = async (blob: Blob) => (JSON.parse(await text(blob)) as { events: Array<{ type: string }> }).events.map((e) => e.type);
    expect(await Promise.all(beacons.map(async (b) => [b.url, b.data.type, await read(b.data)]))).toEqual([
      ["/v1/public/events", "application/json", ["session_start", "scene_view"]],
      ["/v1/public/events", "application/json", ["dwell_time"]],
    ]);
    sender.dispose();
  });

  it("flushes by beacon when the tab is hidden, and falls back to a keepalive fetch when the beacon refuses", async () => {
    const { fetch, calls } = okFetch();
    const { target, doc } = fakeTarget();
    const sender = createEventSender({ fetch: fetch as typeof globalThis.fetch, sendBeacon: () => false, target, visitorId: null });
    sender.send([viewerEvent("session_start")]);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect((fetch.mock.calls[0]![1] as RequestInit).keepalive).toBe(true);
    sender.dispose();
  });
});
