import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useCreateSet } from "./create-set";
import { useSets, useSetsForPicker } from "./list-sets";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const set = (id: string, name: string) => ({ id, name, lighting: "warm" });

// The scenes screen and the world builder offer the brand's sets in a picker. They used to read
// them under keys of their own, which creating a set on the sets screen never revalidated, so a
// new set did not show up in the pickers until the page was reloaded.
describe("set pickers after a set is created", () => {
  let server: { items: ReturnType<typeof set>[]; nextCursor: null };
  beforeEach(() => {
    server = { items: [set("set-1", "Loft")], nextCursor: null };
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: { name?: string } } = {}) => {
      if (route === "listSets") return structuredClone(server);
      if (route === "createSet") {
        const created = set("set-2", body?.name ?? "New");
        server = { ...server, items: [...server.items, created] };
        return created;
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refetches the sets screen's list and every picker", async () => {
    const { result } = renderHook(
      () => ({
        list: useSets(BRAND, { limit: 20 }),
        scenesPicker: useSetsForPicker(BRAND),
        worldBuilderPicker: useSetsForPicker(BRAND, { revalidateOnFocus: false }),
        create: useCreateSet(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.scenesPicker.data?.items).toHaveLength(1));
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(1));

    await act(async () => {
      await result.current.create.trigger({ brandId: BRAND, set: { name: "Gallery" } as never });
    });

    await waitFor(() => expect(result.current.list.data?.items.map((s) => s.name)).toEqual(["Loft", "Gallery"]));
    await waitFor(() => expect(result.current.scenesPicker.data?.items.map((s) => s.name)).toEqual(["Loft", "Gallery"]));
    await waitFor(() => expect(result.current.worldBuilderPicker.data?.items.map((s) => s.name)).toEqual(["Loft", "Gallery"]));
  });
});
