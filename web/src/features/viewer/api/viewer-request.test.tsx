import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { preloadViewerRequest, useViewerRequest, type ViewerKey } from "./viewer-request";

type Answer = { name: string };
let seen: { data?: Answer; error?: unknown; mutate: () => Promise<Answer | undefined> }[] = [];

function Reader({ requestKey, fetcher }: { requestKey: ViewerKey | null; fetcher: () => Promise<Answer> }) {
  const result = useViewerRequest(requestKey, fetcher);
  seen.push(result);
  return <p>{result.data ? result.data.name : result.error ? `error: ${(result.error as Error).message}` : "loading"}</p>;
}

const last = () => seen[seen.length - 1]!;
const apiError = (status: number) => new ApiError({ status, code: status === 404 ? "not-found" : "unavailable", message: `status ${status}` });

afterEach(() => {
  seen = [];
  vi.useRealTimers();
});

describe("useViewerRequest", () => {
  it("reads nothing without a key", () => {
    const fetcher = vi.fn(async () => ({ name: "never" }));
    render(<Reader requestKey={null} fetcher={fetcher} />);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("sends one request for a key, however many readers and renders", async () => {
    const fetcher = vi.fn(async () => ({ name: "Spring" }));
    render(
      <>
        <Reader requestKey={["t", "one"]} fetcher={fetcher} />
        <Reader requestKey={["t", "one"]} fetcher={fetcher} />
      </>,
    );
    expect(await screen.findAllByText("Spring")).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("joins a preload still on its way instead of asking again", async () => {
    let answer!: (value: Answer) => void;
    const preloaded = vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    void preloadViewerRequest(["t", "preloaded"], preloaded);
    const fetcher = vi.fn(async () => ({ name: "second" }));
    render(<Reader requestKey={["t", "preloaded"]} fetcher={fetcher} />);
    act(() => answer({ name: "first" }));
    await screen.findByText("first");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("retries a server failure after a wait, and shows the answer once it comes", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn().mockRejectedValueOnce(apiError(503)).mockResolvedValueOnce({ name: "Back" });
    render(<Reader requestKey={["t", "retry"]} fetcher={fetcher} />);
    await act(async () => undefined);
    expect(screen.getByText("error: status 503")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText("Back")).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(last().error).toBeUndefined();
  });

  it("never retries a refusal (a missing or paused placement)", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn().mockRejectedValue(apiError(404));
    render(<Reader requestKey={["t", "refused"]} fetcher={fetcher} />);
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText("error: status 404")).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("asks again on mutate, keeps what it had when that fails, and keeps an unchanged answer's identity", async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce({ name: "Spring" })
      .mockResolvedValueOnce({ name: "Spring" })
      .mockRejectedValueOnce(apiError(404))
      .mockResolvedValueOnce({ name: "Summer" });
    render(<Reader requestKey={["t", "mutate"]} fetcher={fetcher} />);
    await screen.findByText("Spring");
    const first = last().data;
    const mutate = last().mutate;

    await act(() => mutate());
    expect(last().data).toBe(first);
    expect(last().mutate).toBe(mutate);

    await act(() => mutate());
    expect(last().data).toBe(first);
    expect(last().error).toBeInstanceOf(ApiError);

    await act(() => mutate());
    await waitFor(() => expect(screen.getByText("Summer")).toBeTruthy());
    expect(last().error).toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});
