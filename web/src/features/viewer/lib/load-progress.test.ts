import { describe, expect, it } from "vitest";
import { ProgressTracker } from "./load-progress";

describe("ProgressTracker", () => {
  it("weighs progress by bytes and counts finished files", () => {
    const tracker = new ProgressTracker();
    tracker.add("/a.glb", 1000);
    tracker.add("/b.glb", 3000);
    expect(tracker.snapshot()).toEqual({ fraction: 0, done: 0, total: 2 });
    tracker.update("/b.glb", 1500, null);
    expect(tracker.snapshot().fraction).toBeCloseTo(0.375);
    tracker.finish("/a.glb");
    expect(tracker.snapshot()).toEqual({ fraction: 0.625, done: 1, total: 2 });
    tracker.finish("/b.glb");
    expect(tracker.snapshot()).toEqual({ fraction: 1, done: 2, total: 2 });
  });

  it("trusts the server's size when it says more, and never goes backwards", () => {
    const tracker = new ProgressTracker();
    tracker.add("/a.glb", 100);
    tracker.update("/a.glb", 100, 400);
    expect(tracker.snapshot().fraction).toBeCloseTo(0.25);
    tracker.update("/a.glb", 50, 400);
    expect(tracker.snapshot().fraction).toBeCloseTo(0.25);
  });

  it("counts a failed file as finished, a file of unknown size still moves the bar, and no files is done", () => {
    const tracker = new ProgressTracker();
    expect(tracker.snapshot().fraction).toBe(1);
    tracker.add("/a.glb", 0);
    tracker.add("/a.glb", 500);
    tracker.add("/b.glb", 1000);
    expect(tracker.snapshot().total).toBe(2);
    tracker.finish("/a.glb");
    expect(tracker.snapshot().fraction).toBeGreaterThan(0);
    expect(tracker.snapshot().done).toBe(1);
  });
});
