import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { keyStartsWith, useApiMutation } from "./swr";
import { getToastState, resetToasts } from "./toast";

afterEach(() => resetToasts());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe("keyStartsWith", () => {
  it("matches array keys by prefix, comparing objects by value", () => {
    expect(keyStartsWith(["brands", "list", { q: "a" }], ["brands", "list"])).toBe(true);
    expect(keyStartsWith(["brands", "list", { q: "a" }], ["brands", "list", { q: "a" }])).toBe(true);
    expect(keyStartsWith(["brands", "detail", "b1"], ["brands", "list"])).toBe(false);
    expect(keyStartsWith(["brands"], ["brands", "list"])).toBe(false);
    expect(keyStartsWith("brands", ["brands"])).toBe(false);
  });
});

describe("useApiMutation", () => {
  function setup(mutation: (input: string) => Promise<string>, options: Parameters<typeof useApiMutation<string, string>>[1]) {
    const listFetcher = vi.fn(async () => "list");
    const detailFetcher = vi.fn(async () => "detail");
    const otherFetcher = vi.fn(async () => "other");
    const hook = renderHook(
      () => {
        useSWR(["brands", "list", { q: "" }], listFetcher);
        useSWR(["brands", "detail", "b1"], detailFetcher);
        useSWR(["tenant-members", "list"], otherFetcher);
        return useApiMutation(mutation, options);
      },
      { wrapper },
    );
    return { ...hook, listFetcher, detailFetcher, otherFetcher };
  }

  it("revalidates exactly the keys the operation invalidates, and toasts success", async () => {
    const { result, listFetcher, detailFetcher, otherFetcher } = setup(async (id) => `saved ${id}`, {
      invalidates: (id) => [["brands", "list"], ["brands", "detail", id]],
      success: "Brand updated.",
    });
    await waitFor(() => expect(listFetcher).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(otherFetcher).toHaveBeenCalledTimes(1));
    let outcome: Awaited<ReturnType<typeof result.current.trigger>> | undefined;
    await act(async () => {
      outcome = await result.current.trigger("b1");
    });
    expect(outcome).toEqual({ ok: true, data: "saved b1" });
    expect(listFetcher).toHaveBeenCalledTimes(2);
    expect(detailFetcher).toHaveBeenCalledTimes(2);
    expect(otherFetcher).toHaveBeenCalledTimes(1);
    expect(getToastState().toasts[0]).toMatchObject({ title: "Success!", description: "Brand updated." });
  });

  it("on failure toasts the error, keeps it, and revalidates nothing", async () => {
    const error = new ApiError({ code: "not-found", message: "Brand not found", status: 404 });
    const { result, listFetcher } = setup(
      async () => {
        throw error;
      },
      { invalidates: () => [["brands", "list"]] },
    );
    await waitFor(() => expect(listFetcher).toHaveBeenCalledTimes(1));
    let outcome: Awaited<ReturnType<typeof result.current.trigger>> | undefined;
    await act(async () => {
      outcome = await result.current.trigger("b1");
    });
    expect(outcome).toEqual({ ok: false, error });
    expect(result.current.error).toBe(error);
    expect(result.current.isMutating).toBe(false);
    expect(listFetcher).toHaveBeenCalledTimes(1);
    expect(getToastState().toasts[0]).toMatchObject({ variant: "destructive", title: "Error", description: "Brand not found (404)" });
  });
});
