import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { useApiMutation } from "./swr";
import { getToastState, resetToasts } from "./toast";

afterEach(() => resetToasts());

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

type Items = { items: string[] };
const withoutItem = (id: string) => ({
  key: ["things", "list"],
  update: (page: unknown) => page && { items: (page as Items).items.filter((item) => item !== id) },
});

/** A request the test settles by hand, to look at the screen while it is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useApiMutation with optimistic updates", () => {
  function setup(request: () => Promise<string>) {
    let server: Items = { items: ["a", "b", "c"] };
    const listFetcher = vi.fn(async () => server);
    const hook = renderHook(
      () => {
        const list = useSWR(["things", "list", { q: "" }], listFetcher);
        const mutation = useApiMutation(request, {
          optimistic: (id: string) => [withoutItem(id)],
          invalidates: () => [["things", "list"]],
        });
        return { list, mutation };
      },
      { wrapper },
    );
    return { ...hook, listFetcher, setServer: (next: Items) => (server = next) };
  }

  it("shows the change at once and refetches the truth after success", async () => {
    const pending = deferred<string>();
    const { result, listFetcher, setServer } = setup(() => pending.promise);
    await waitFor(() => expect(result.current.list.data?.items).toEqual(["a", "b", "c"]));

    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.mutation.trigger("b");
    });
    await waitFor(() => expect(result.current.list.data?.items).toEqual(["a", "c"]));

    setServer({ items: ["a", "c"] });
    await act(async () => {
      pending.resolve("deleted");
      await done;
    });
    expect(listFetcher).toHaveBeenCalledTimes(2);
    expect(result.current.list.data?.items).toEqual(["a", "c"]);
  });

  it("rolls back and toasts the server's message when the request fails", async () => {
    const pending = deferred<string>();
    const { result, listFetcher } = setup(() => pending.promise);
    await waitFor(() => expect(result.current.list.data?.items).toEqual(["a", "b", "c"]));

    let outcome: Promise<{ ok: boolean }> | undefined;
    act(() => {
      outcome = result.current.mutation.trigger("b");
    });
    await waitFor(() => expect(result.current.list.data?.items).toEqual(["a", "c"]));

    const error = new ApiError({ code: "conflict", message: "Placements still stand in this store (Window)", status: 409 });
    await act(async () => {
      pending.reject(error);
      await outcome;
    });
    expect((await outcome)?.ok).toBe(false);
    await waitFor(() => expect(result.current.list.data?.items).toEqual(["a", "b", "c"]));
    expect(listFetcher).toHaveBeenCalledTimes(1);
    expect(getToastState().toasts[0]).toMatchObject({ variant: "destructive", description: "Placements still stand in this store (Window) (409)" });
  });
});
