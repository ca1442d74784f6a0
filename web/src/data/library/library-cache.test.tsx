import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useLibrary } from "./list-library";
import { useWholeLibrary } from "./list-whole-library";
import { useUpdateLibraryObject } from "./update-library-object";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const model = (name: string) => ({ _id: "model-1", name, tags: [], status: "ready" });

// The library is read by five screens: the library's pages, and the whole of it by the model
// viewer, the world builder, the set and host pickers. They used to key it five ways, so a
// rename on the library screen left the world builder's and the set picker's copies as they were.
describe("the library read by other screens after a model is renamed", () => {
  let server: ReturnType<typeof model>[];
  beforeEach(() => {
    server = [model("Oak Dining Table")];
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: { name?: string } } = {}) => {
      if (route === "listLibrary") return { items: structuredClone(server), nextCursor: null };
      if (route === "updateLibraryObject") {
        server = [model(body?.name ?? "")];
        return server[0];
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refetches a page and the whole library", async () => {
    const { result } = renderHook(
      () => ({
        page: useLibrary({ limit: 24 }),
        whole: useWholeLibrary({}, { revalidateOnFocus: false }),
        update: useUpdateLibraryObject(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.whole.data?.items[0]?.name).toBe("Oak Dining Table"));
    await waitFor(() => expect(result.current.page.data?.items[0]?.name).toBe("Oak Dining Table"));

    await act(async () => {
      await result.current.update.trigger({ objectId: "model-1", changes: { name: "Oak Table" } });
    });

    await waitFor(() => expect(result.current.page.data?.items[0]?.name).toBe("Oak Table"));
    await waitFor(() => expect(result.current.whole.data?.items[0]?.name).toBe("Oak Table"));
  });
});
