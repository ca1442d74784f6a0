import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { errorRetryDelay, keyStartsWith, useApiMutation } from "./swr";
import { getToastState, resetToasts } from "./toast";

afterEach(() => resetToasts());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const unavailable = (retryAfterSeconds?: number) =>
  new ApiError({ code: "unavailable", message: "The database is unavailable", status: 503, retryAfterSeconds });

describe("errorRetryDelay", () => {
  it("waits as long as the server's Retry-After says", () => {
    expect(errorRetryDelay(unavailable(2), 1, 5000)).toBe(2000);
    expect(errorRetryDelay(new ApiError({ code: "rate-limited", message: "Slow down", status: 429, retryAfterSeconds: 7 }), 1, 5000)).toBe(7000);
  });

  it("backs off by doubling without a Retry-After, and gives up after five tries", () => {
    expect([1, 2, 3, 4, 5].map((n) => errorRetryDelay(unavailable(), n, 5000))).toEqual([5000, 10000, 20000, 40000, 60000]);
    expect(errorRetryDelay(unavailable(), 6, 5000)).toBeNull();
    expect(errorRetryDelay(new Error("offline"), 1, 5000)).toBe(5000);
  });

  it("follows Retry-After for longer, as an outage may last a while", () => {
    expect(errorRetryDelay(unavailable(5), 20, 5000)).toBe(5000);
    expect(errorRetryDelay(unavailable(5), 21, 5000)).toBeNull();
  });

  it("never asks again after a client error other than 429", () => {
    expect(errorRetryDelay(new ApiError({ code: "not-found", message: "Brand not found", status: 404 }), 1, 5000)).toBeNull();
    expect(errorRetryDelay(new ApiError({ code: "permission-denied", message: "No", status: 403 }), 1, 5000)).toBeNull();
  });

  it("keeps a server's extreme Retry-After within a minute", () => {
    expect(errorRetryDelay(unavailable(3600), 1, 5000)).toBe(60000);
    expect(errorRetryDelay(unavailable(0), 1, 5000)).toBe(500);
  });
});

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
