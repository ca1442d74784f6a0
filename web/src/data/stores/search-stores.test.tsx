import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { storeSearchQuery, useStoreSearch } from "./search-stores";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

describe("useStoreSearch", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(api).mockReset();
  });

  it("asks the server for 20 stores by name prefix once typing settles, and nothing while closed", async () => {
    vi.mocked(api).mockResolvedValue({ items: [], nextCursor: null } as never);
    const { rerender } = renderHook(({ text, enabled }) => useStoreSearch("brand-1", text, enabled), {
      wrapper,
      initialProps: { text: "", enabled: false },
    });
    expect(api).not.toHaveBeenCalled();

    rerender({ text: "", enabled: true });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(api).toHaveBeenLastCalledWith("listStores", { params: { brandId: "brand-1" }, query: { sort: "name", limit: 20 } });

    vi.useFakeTimers();
    for (const text of ["L", "Ly", "Lyo", "Lyon "]) rerender({ text, enabled: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    vi.useRealTimers();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api).toHaveBeenLastCalledWith("listStores", { params: { brandId: "brand-1" }, query: { q: "Lyon", sort: "name", limit: 20 } });
  });

  it("keeps the query within what the API accepts", () => {
    expect(storeSearchQuery("  ")).toEqual({ sort: "name", limit: 20 });
    expect(storeSearchQuery("x".repeat(200)).q).toHaveLength(80);
  });
});
