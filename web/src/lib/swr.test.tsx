import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { keyStartsWith, useApiMutation } from "./swr";
import { errorRetryDelay } from "./swr-config";
import { getToastState, resetToasts } from "./toast";
import { seededRandom } from "./seeded-random";

afterEach(() => resetToasts());

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const unavailable = (retryAfterSeconds?: number) =>
  new ApiError({ code: "unavailable", message: "The database is unavailable", status: 503, retryAfterSeconds });

const draws = (n: number, delay: (random: () => number) => number | null, seed = 42) => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => delay(random) as number);
};

describe("errorRetryDelay", () => {
  it("never asks again before the server's Retry-After, and spreads clients over the time after it", () => {
    const rateLimited = new ApiError({ code: "rate-limited", message: "Slow down", status: 429, retryAfterSeconds: 7 });
    const waits = draws(200, (random) => errorRetryDelay(rateLimited, 1, 5000, random));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(7000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(14_000);
    // Spread, not one instant: the 200 clients come back over most of the next 7 seconds.
    expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThan(5000);
    expect(new Set(waits).size).toBeGreaterThan(150);
    const outage = draws(200, (random) => errorRetryDelay(unavailable(2), 1, 5000, random));
    expect(Math.min(...outage)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...outage)).toBeLessThanOrEqual(4000);
  });

  it("draws the same waits from the same seed", () => {
    expect(draws(5, (random) => errorRetryDelay(unavailable(), 3, 5000, random), 7)).toEqual(
      draws(5, (random) => errorRetryDelay(unavailable(), 3, 5000, random), 7),
    );
  });

  it("backs off with full jitter under a doubling ceiling without a Retry-After, and gives up after five tries", () => {
    for (const [attempt, ceiling] of [
      [1, 5000],
      [2, 10_000],
      [3, 20_000],
      [4, 40_000],
      [5, 60_000],
    ] as const) {
      const waits = draws(300, (random) => errorRetryDelay(unavailable(), attempt, 5000, random), attempt);
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(500);
      expect(Math.max(...waits)).toBeLessThanOrEqual(ceiling);
      // Full jitter: the whole range between the floor and the ceiling is used.
      expect(Math.min(...waits)).toBeLessThan(500 + (ceiling - 500) * 0.1);
      expect(Math.max(...waits)).toBeGreaterThan(500 + (ceiling - 500) * 0.9);
    }
    expect(errorRetryDelay(unavailable(), 6, 5000, () => 0.5)).toBeNull();
    expect(errorRetryDelay(new Error("offline"), 1, 5000, () => 0)).toBe(500);
    expect(errorRetryDelay(new Error("offline"), 1, 5000, () => 0.5)).toBe(2750);
  });

  it("follows Retry-After for longer, as an outage may last a while", () => {
    expect(errorRetryDelay(unavailable(5), 20, 5000, () => 0)).toBe(5000);
    expect(errorRetryDelay(unavailable(5), 21, 5000, () => 0)).toBeNull();
  });

  it("never asks again after a client error other than 429", () => {
    expect(errorRetryDelay(new ApiError({ code: "not-found", message: "Brand not found", status: 404 }), 1, 5000)).toBeNull();
    expect(errorRetryDelay(new ApiError({ code: "permission-denied", message: "No", status: 403 }), 1, 5000)).toBeNull();
  });

  it("honours even a long Retry-After, with at most half a minute of spread after it", () => {
    const waits = draws(100, (random) => errorRetryDelay(unavailable(3600), 1, 5000, random));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(3_600_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(3_630_000);
    expect(errorRetryDelay(unavailable(0), 1, 5000, () => 0)).toBe(500);
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
      invalidates: (id) => [
        ["brands", "list"],
        ["brands", "detail", id],
      ],
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
