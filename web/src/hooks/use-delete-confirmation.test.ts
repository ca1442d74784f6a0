// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useDeleteConfirmation } from "./use-delete-confirmation";

describe("useDeleteConfirmation", () => {
  it("opens for the item that asked, and confirming closes it and removes that item", () => {
    const remove = vi.fn();
    const { result } = renderHook(() => useDeleteConfirmation<{ id: string }>(remove));
    expect(result.current.dialogProps.open).toBe(false);

    act(() => result.current.ask({ id: "b" }));
    expect(result.current.dialogProps.open).toBe(true);
    expect(result.current.item).toEqual({ id: "b" });

    act(() => result.current.dialogProps.onConfirm());
    expect(remove).toHaveBeenCalledWith({ id: "b" });
    expect(result.current.dialogProps.open).toBe(false);
  });

  it("cancelling closes it without removing anything", () => {
    const remove = vi.fn();
    const { result } = renderHook(() => useDeleteConfirmation<{ id: string }>(remove));
    act(() => result.current.ask({ id: "a" }));
    act(() => result.current.dialogProps.onOpenChange(false));
    expect(result.current.dialogProps.open).toBe(false);
    expect(remove).not.toHaveBeenCalled();
  });
});
