// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sharedStore } from "./shared-store";

describe("A store shared by the viewer's two renderers", () => {
  it("renders a reader again when what it selects changes, not when another part changes", () => {
    const store = sharedStore<Record<string, number>>({ chair: 1, table: 1 });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return store.useSelected((value) => value.chair, 0);
    });
    expect(result.current).toBe(1);
    const before = renders;
    act(() => store.set({ ...store.get(), table: 2 }));
    expect(renders).toBe(before);
    act(() => store.set({ ...store.get(), chair: 3 }));
    expect(result.current).toBe(3);
    expect(renders).toBe(before + 1);
  });

  it("tells nobody when the same value is set again", () => {
    const value = { chair: 1 };
    const store = sharedStore(value);
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return store.useSelected((v) => v, value);
    });
    const before = renders;
    act(() => store.set(value));
    expect(renders).toBe(before);
  });
});
