import { describe, expect, it, vi } from "vitest";
import { createAnalytics, type AnalyticsEvent } from "./analytics";

const context = { placementId: "p1", brandId: "b1", experienceId: "e1", version: 3, preview: false };

function setup(options: { batchSize?: number; maxBuffered?: number } = {}) {
  const batches: AnalyticsEvent[][] = [];
  let clock = Date.UTC(2026, 10, 22, 10, 0, 0);
  const analytics = createAnalytics({ sink: (events) => batches.push(events), now: () => clock, sessionId: "s1", ...options });
  return { analytics, batches, tick: (ms: number) => (clock += ms) };
}

describe("analytics", () => {
  it("buffers events with the session and context, and hands them over in batches", () => {
    const { analytics, batches } = setup({ batchSize: 3 });
    analytics.startSession(context);
    analytics.track("scene_view", { sceneId: "s" });
    expect(batches).toHaveLength(0);
    expect(analytics.buffered().map((e) => e.type)).toEqual(["session_start", "scene_view"]);
    analytics.track("segment_view", { segmentId: "a" });
    expect(batches).toHaveLength(1);
    expect(batches[0].map((e) => e.type)).toEqual(["session_start", "scene_view", "segment_view"]);
    expect(batches[0][1]).toMatchObject({ sessionId: "s1", context, data: { sceneId: "s" }, at: "2026-11-22T10:00:00.000Z" });
    expect(analytics.buffered()).toHaveLength(0);
  });

  it("records the dwell time and flushes when the session ends (pagehide)", () => {
    const { analytics, batches, tick } = setup();
    analytics.startSession(context);
    analytics.track("object_tap", { objectId: "oak" });
    tick(83_456);
    analytics.endSession();
    expect(batches).toHaveLength(1);
    const dwell = batches[0].at(-1)!;
    expect(dwell).toMatchObject({ type: "dwell_time", data: { seconds: 83.5 } });
    // Ending twice records nothing more.
    analytics.endSession();
    expect(batches).toHaveLength(1);
  });

  it("keeps only the newest events when nothing takes them", () => {
    const { analytics } = setup({ batchSize: 1000, maxBuffered: 5 });
    for (let i = 0; i < 8; i += 1) analytics.track("chat_message", { i });
    expect(analytics.buffered().map((e) => e.data.i)).toEqual([3, 4, 5, 6, 7]);
  });

  it("never throws when the sink fails", () => {
    const analytics = createAnalytics({
      sink: () => {
        throw new Error("offline");
      },
      batchSize: 1,
    });
    expect(() => analytics.track("video_play", {})).not.toThrow();
  });

  it("logs to the console until the analytics API exists", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const analytics = createAnalytics({ batchSize: 1 });
    analytics.track("product_link_out", { productId: "x" });
    expect(debug).toHaveBeenCalledWith("[analytics]", "product_link_out", { productId: "x" });
  });
});
