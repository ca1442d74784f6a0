import { describe, expect, it, vi } from "vitest";
import { rememberArm } from "@/lib/experiment-arm";
import { createAnalytics, type AnalyticsEvent } from "./analytics";

const context = { placementId: "p1", brandId: "b1", experienceId: "e1", version: 3, preview: false };

function setup() {
  const sent: AnalyticsEvent[][] = [];
  let clock = Date.UTC(2026, 10, 22, 10, 0, 0);
  let sessions = 0;
  // Each started session draws a new id: make them s1, s2… (the first is drawn on creation).
  vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(() => `s${sessions++}` as `${string}-${string}-${string}-${string}-${string}`);
  const analytics = createAnalytics({ sink: (events) => sent.push(events), now: () => clock });
  return { analytics, sent, events: () => sent.flat(), tick: (ms: number) => (clock += ms) };
}

describe("analytics", () => {
  it("hands each event to the sink at once, with the time, the session and its context", () => {
    const { analytics, sent, events } = setup();
    analytics.startSession(context, { referrer: null });
    analytics.track("scene_view", { sceneId: "s" });
    expect(sent).toHaveLength(2);
    expect(events().map((e) => e.type)).toEqual(["session_start", "scene_view"]);
    expect(events()[1]).toMatchObject({ sessionId: "s1", context, data: { sceneId: "s" }, at: "2026-11-22T10:00:00.000Z" });
  });

  it("records the dwell time when the session ends, once", () => {
    const { analytics, events, tick } = setup();
    analytics.startSession(context);
    analytics.track("object_tap", { objectId: "oak" });
    tick(83_456);
    analytics.endSession();
    expect(events().at(-1)).toMatchObject({ type: "dwell_time", sessionId: "s1", data: { seconds: 83.5 } });
    analytics.endSession();
    expect(events().filter((e) => e.type === "dwell_time")).toHaveLength(1);
  });

  it("ends the running session when the next experience starts, and gives the new one its own id", () => {
    const { analytics, events, tick } = setup();
    analytics.startSession(context);
    tick(12_000);
    analytics.startSession({ ...context, experienceId: "e2" });
    expect(events().map((e) => [e.type, e.sessionId, e.context?.experienceId])).toEqual([
      ["session_start", "s1", "e1"],
      ["dwell_time", "s1", "e1"],
      ["session_start", "s2", "e2"],
    ]);
  });

  it("never throws when the sink fails", () => {
    const analytics = createAnalytics({
      sink: () => {
        throw new Error("offline");
      },
    });
    expect(() => analytics.track("video_play", {})).not.toThrow();
  });

  it("logs to the console where there is no sender (outside the browser)", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const analytics = createAnalytics();
    analytics.track("product_link_out", { productId: "x" });
    expect(debug).toHaveBeenCalledWith("[analytics]", "product_link_out", { productId: "x" });
  });
});

describe("analytics: experiment arms", () => {
  it("stamps the arm the resolver chose on the session of that placement's arm experience only", () => {
    const { analytics, events } = setup();
    rememberArm("p1", { experimentId: "x1", armId: "b" }, "e1");
    analytics.startSession(context);
    analytics.track("product_card_open", { productId: "chair" });
    expect(events().map((e) => e.context?.arm)).toEqual(["x1.b", "x1.b"]);
    // The visitor switches to another experience: no longer the arm's.
    analytics.startSession({ ...context, experienceId: "e2" });
    expect(events().at(-1)?.context?.arm).toBeNull();
    // A test link's preview never counts for an arm; nor does a placement without one.
    analytics.startSession({ ...context, preview: true });
    expect(events().at(-1)?.context?.arm).toBeUndefined();
    rememberArm("p1", null, "e1");
    analytics.startSession(context);
    expect(events().at(-1)?.context?.arm).toBeNull();
  });
});
