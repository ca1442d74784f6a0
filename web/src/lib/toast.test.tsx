import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import {
  dismissToast,
  getToastState,
  resetToasts,
  toast,
  toastReducer,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "./toast";

beforeEach(() => resetToasts());
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("uses the timings of the design", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });

  it("keeps one toast at a time: the newest replaces the current one", () => {
    toast({ title: "First" });
    toast({ title: "Second" });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Second", open: true });
  });

  it("the reducer enforces the limit on its own", () => {
    const a = { id: "a", open: true };
    const b = { id: "b", open: true };
    expect(toastReducer({ toasts: [a] }, { type: "add", toast: b }).toasts).toEqual([b]);
  });

  it("dismissing closes the toast but keeps it in state until the remove delay passes", () => {
    vi.useFakeTimers();
    const { id } = toast({ title: "Saved" });
    dismissToast(id);
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("dismissing without an id closes every toast", () => {
    toast({ title: "One" });
    dismissToast();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
  });

  it("update changes a toast in place", () => {
    const handle = toast({ title: "Uploading" });
    handle.update({ title: "Uploaded" });
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: "Uploaded" });
  });
});

describe("<Toaster>", () => {
  it("renders the current toast and closes it automatically after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Error", description: "Brand not found (404)", variant: "destructive" });
    });
    expect(screen.getByText("Brand not found (404)")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(getToastState().toasts[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it("shows only one toast when several are raised", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "A", description: "first" });
      toast({ title: "B", description: "second" });
    });
    expect(screen.queryByText("first")).toBeNull();
    expect(screen.getByText("second")).toBeTruthy();
  });
});
