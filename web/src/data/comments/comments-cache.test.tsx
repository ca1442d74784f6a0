import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useSetCommentStatus } from "./comment-status-mutation";
import { useComments } from "./list-comments-query";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const thread = (id: string, status: "open" | "resolved") => ({ id, status, replies: [] });

// The dashboard's card reads the open threads, the world builder's pins the same list, and the
// card's "All" the resolved ones too: resolving a thread refreshes all of this experience's lists
// and leaves another experience's alone.
describe("comment lists after a thread is resolved", () => {
  let server: Record<string, ReturnType<typeof thread>[]>;
  let reads: string[];
  beforeEach(() => {
    server = { "experience-1": [thread("c1", "open")], "experience-2": [thread("c2", "open")] };
    reads = [];
    vi.mocked(api).mockImplementation((async (route: string, { params, query }: { params: Record<string, string>; query?: { status?: string } }) => {
      const items = server[params.experienceId] ?? [];
      if (route === "listComments") {
        reads.push(`${params.experienceId}:${query?.status}`);
        return { items: query?.status === "all" ? items : items.filter((t) => t.status === "open"), nextCursor: null };
      }
      if (route === "resolveComment") {
        server[params.experienceId] = items.map((t) => (t.id === params.commentId ? { ...t, status: "resolved" as const } : t));
        return server[params.experienceId]!.find((t) => t.id === params.commentId);
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refetches this experience's open and full lists, and only them", async () => {
    const { result } = renderHook(
      () => ({
        open: useComments(BRAND, "experience-1", "open"),
        all: useComments(BRAND, "experience-1", "all"),
        other: useComments(BRAND, "experience-2", "open"),
        status: useSetCommentStatus(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.open.data?.items).toHaveLength(1));
    await waitFor(() => expect(result.current.all.data?.items).toHaveLength(1));
    await waitFor(() => expect(result.current.other.data?.items).toHaveLength(1));
    reads = [];

    await act(async () => {
      await result.current.status.trigger({ brandId: BRAND, experienceId: "experience-1", commentId: "c1", resolved: true });
    });

    await waitFor(() => expect(result.current.open.data?.items).toHaveLength(0));
    await waitFor(() => expect(result.current.all.data?.items[0]?.status).toBe("resolved"));
    expect(reads.sort()).toEqual(["experience-1:all", "experience-1:open"]);
  });

  it("reads a later page by its cursor, and refreshes it too", async () => {
    const { result } = renderHook(() => ({ second: useComments(BRAND, "experience-1", "all", "cursor-1"), status: useSetCommentStatus() }), { wrapper });
    await waitFor(() => expect(result.current.second.data?.items).toHaveLength(1));
    expect(vi.mocked(api)).toHaveBeenCalledWith("listComments", {
      params: { brandId: BRAND, experienceId: "experience-1" },
      query: { status: "all", limit: 30, cursor: "cursor-1" },
    });
    reads = [];
    await act(async () => {
      await result.current.status.trigger({ brandId: BRAND, experienceId: "experience-1", commentId: "c1", resolved: true });
    });
    await waitFor(() => expect(result.current.second.data?.items[0]?.status).toBe("resolved"));
    expect(reads).toEqual(["experience-1:all"]);
  });
});
