// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRecheckWhenExpired } from "./use-recheck-when-expired";

const START = Date.parse("2025-06-14T09:59:20.000Z");
const BOUNDARY = "2025-06-14T10:00:00.000Z";

/** Lets time pass, applying the state updates it causes. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let visibility: DocumentVisibilityState = "visible";
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("asking the resolver again when its answer expires", () => {
  it("asks just after validUntil passes, and never while the answer holds", async () => {
    const recheck = vi.fn(async () => undefined);
    renderHook(() => useRecheckWhenExpired(BOUNDARY, recheck));
    await pass(40_000);
    expect(recheck).not.toHaveBeenCalled();
    await pass(1_000);
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it("never asks when nothing scheduled will change the answer", async () => {
    const recheck = vi.fn(async () => undefined);
    renderHook(() => useRecheckWhenExpired(null, recheck));
    await pass(7 * 86_400_000);
    expect(recheck).not.toHaveBeenCalled();
  });

  it("waits while the page is hidden, then asks as soon as it is visible again", async () => {
    const recheck = vi.fn(async () => undefined);
    renderHook(() => useRecheckWhenExpired(BOUNDARY, recheck));
    setVisibility("hidden");
    await pass(5 * 60_000);
    expect(recheck).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it("follows the next validUntil once the answer changes", async () => {
    let validUntil: string | null = BOUNDARY;
    const recheck = vi.fn(async () => {
      validUntil = "2025-06-14T11:00:00.000Z";
      rerender();
    });
    const { rerender } = renderHook(() => useRecheckWhenExpired(validUntil, recheck));
    await pass(41_000);
    expect(recheck).toHaveBeenCalledTimes(1);
    await pass(59 * 60_000 + 59_000);
    expect(recheck).toHaveBeenCalledTimes(1);
    await pass(2_000);
    expect(recheck).toHaveBeenCalledTimes(2);
  });

  it("backs off instead of looping when the answer comes back already expired (this device's clock runs ahead)", async () => {
    const recheck = vi.fn(async () => undefined);
    renderHook(() => useRecheckWhenExpired(BOUNDARY, recheck));
    await pass(41_000);
    expect(recheck).toHaveBeenCalledTimes(1);
    // The server still answers the same: ask again after 5 s, then 10 s, 20 s...
    await pass(4_900);
    expect(recheck).toHaveBeenCalledTimes(1);
    await pass(200);
    expect(recheck).toHaveBeenCalledTimes(2);
    await pass(9_900);
    expect(recheck).toHaveBeenCalledTimes(2);
    await pass(200);
    expect(recheck).toHaveBeenCalledTimes(3);
  });
});
