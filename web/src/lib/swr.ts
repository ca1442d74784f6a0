/**
 * SWR glue shared by every feature: key matching for revalidation, and a small mutation hook that
 * revalidates exactly the keys an operation touches and toasts on error. The global config is in
 * `swr-config.ts`, apart, so the public viewer's first load carries no toasts.
 */
import { useCallback, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { toastError, toastSuccess } from "./notify";

export type QueryKey = readonly unknown[];

/** True when `key` starts with every element of `prefix` (compared as JSON for objects). */
export function keyStartsWith(key: unknown, prefix: QueryKey): boolean {
  if (!Array.isArray(key) || key.length < prefix.length) return false;
  return prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
}

/** Cached data to show at once, before the server answers; restored if the request fails. */
export interface OptimisticUpdate {
  /** Key prefix: every cached key starting with it gets `update` applied. */
  key: QueryKey;
  /** The data to show from the data on screen (undefined when that key holds none yet). */
  update(current: unknown): unknown;
}

export interface MutationOptions<I, R> {
  /**
   * Optimistic changes to the cache, applied before the request and rolled back if it fails
   * (the error is toasted as usual). `invalidates` still refetches the truth after a success.
   */
  optimistic?: (input: I) => OptimisticUpdate[];
  /** Key prefixes to revalidate after success: e.g. `[brandKeys.lists(), brandKeys.detail(id)]`. */
  invalidates?: (input: I, result: R) => QueryKey[];
  /** Key prefixes whose cached data is dropped without refetching (deleted objects). */
  evicts?: (input: I, result: R) => QueryKey[];
  /** Success toast text; omit for no toast. `true` uses the default text. */
  success?: true | string | ((result: R, input: I) => string);
}

type GlobalMutate = ReturnType<typeof useSWRConfig>["mutate"];

// SWR shows `optimisticData` on every matching key while `request` runs and puts the committed
// data back if it fails. The answer is not written into the cache (a list does not have the shape
// of one object); `invalidates` refetches instead.
async function withOptimisticData<T>(mutate: GlobalMutate, request: Promise<T>, updates: OptimisticUpdate[]): Promise<T> {
  const shown = updates.map(({ key, update }) =>
    mutate((candidate) => keyStartsWith(candidate, key), request, {
      // Build on what is displayed, so two quick changes to one list both stay visible.
      optimisticData: (_committed: unknown, displayed: unknown) => update(displayed),
      rollbackOnError: true,
      populateCache: false,
      revalidate: false,
    }),
  );
  const [result] = await Promise.all([request, ...shown]);
  return result;
}

export type MutationResult<R> = { ok: true; data: R } | { ok: false; error: unknown };

export function useApiMutation<I, R>(fn: (input: I) => Promise<R>, options: MutationOptions<I, R> = {}) {
  const { mutate } = useSWRConfig();
  const [isMutating, setIsMutating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const trigger = useCallback(
    async (input: I): Promise<MutationResult<R>> => {
      setIsMutating(true);
      setError(null);
      try {
        const updates = optionsRef.current.optimistic?.(input) ?? [];
        const request = fn(input);
        const result = updates.length === 0 ? await request : await withOptimisticData(mutate, request, updates);
        const { invalidates, evicts, success } = optionsRef.current;
        await Promise.all([
          ...(evicts?.(input, result) ?? []).map((prefix) => mutate((key) => keyStartsWith(key, prefix), undefined, { revalidate: false })),
          ...(invalidates?.(input, result) ?? []).map((prefix) => mutate((key) => keyStartsWith(key, prefix))),
        ]);
        if (success !== undefined) {
          toastSuccess(success === true ? undefined : { description: typeof success === "function" ? success(result, input) : success });
        }
        return { ok: true, data: result };
      } catch (caught) {
        setError(caught);
        toastError(caught);
        return { ok: false, error: caught };
      } finally {
        setIsMutating(false);
      }
    },
    [fn, mutate],
  );

  const reset = useCallback(() => setError(null), []);
  return { trigger, isMutating, error, reset };
}

/**
 * A mutation whose failure is an expected outcome its screen reports itself (a CSV refused for
 * its rows is shown as a table, not a toast): the error is handed back, never toasted.
 */
export function useReportedMutation<I, R>(fn: (input: I) => Promise<R>, invalidates: (input: I) => QueryKey[]) {
  const { mutate } = useSWRConfig();
  const [isMutating, setIsMutating] = useState(false);
  const trigger = useCallback(
    async (input: I): Promise<MutationResult<R>> => {
      setIsMutating(true);
      try {
        const data = await fn(input);
        await Promise.all(invalidates(input).map((prefix) => mutate((key) => keyStartsWith(key, prefix))));
        return { ok: true, data };
      } catch (error) {
        return { ok: false, error };
      } finally {
        setIsMutating(false);
      }
    },
    // `invalidates` is read at call time; callers pass a new arrow on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fn, mutate],
  );
  return { trigger, isMutating };
}
