// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useConfirmedAction } from "./use-confirmed-action";

describe("useConfirmedAction", () => {
  it("runs the action for the item that asked, and closes once it succeeded", async () => {
    const run = vi.fn(async () => ({ ok: true }));
    const { result } = renderHook(() => useConfirmedAction<{ id: string }>(run));
    act(() => result.current.ask({ id: "b" }));
    expect(result.current.dialogProps.open).toBe(true);
    expect(result.current.item).toEqual({ id: "b" });

    await act(() => result.current.dialogProps.onConfirm());
    expect(run).toHaveBeenCalledWith({ id: "b" });
    expect(result.current.dialogProps.open).toBe(false);
  });

  it("stays open when the action failed, and cancelling closes it", async () => {
    const run = vi.fn(async () => ({ ok: false }));
    const { result } = renderHook(() => useConfirmedAction<{ id: string }>(run));
    act(() => result.current.ask({ id: "a" }));
    await act(() => result.current.dialogProps.onConfirm());
    expect(result.current.dialogProps.open).toBe(true);

    act(() => result.current.dialogProps.onOpenChange(false));
    expect(result.current.dialogProps.open).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
