import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useCreatePlacement } from "./create-placement";
import { useLinkPlacements, useStorePlacements } from "./list-placements";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const EXPERIENCE = "experience-1";
const STORE = "store-1";
const placement = (id: string, name: string) => ({ id, name, storeId: STORE, defaultExperienceId: EXPERIENCE });

// The preview-link picker (the experience's versions screen) read placements under a key of its
// own, which creating, renaming or deleting a QR code never revalidated: a new QR code was missing
// there until the page was reloaded.
describe("placement pickers after a QR code is created", () => {
  let placements: ReturnType<typeof placement>[];
  beforeEach(() => {
    placements = [placement("p-1", "Entrance")];
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: { name?: string } } = {}) => {
      if (route === "listPlacements") return { items: structuredClone(placements), nextCursor: null };
      if (route === "createPlacement") {
        const created = placement("p-2", body?.name ?? "New");
        placements = [...placements, created];
        return created;
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refreshes the store's QR codes and the preview-link picker", async () => {
    const { result } = renderHook(
      () => ({ links: useLinkPlacements(BRAND, EXPERIENCE), store: useStorePlacements(BRAND, STORE), create: useCreatePlacement() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.links.data?.showing).toHaveLength(1));
    await waitFor(() => expect(result.current.store.data?.items).toHaveLength(1));

    await act(async () => {
      await result.current.create.trigger({ brandId: BRAND, placement: { name: "Window", storeId: STORE, defaultExperienceId: EXPERIENCE } as never });
    });

    await waitFor(() => expect(result.current.store.data?.items.map((p) => p.name)).toEqual(["Entrance", "Window"]));
    await waitFor(() => expect(result.current.links.data?.showing.map((p) => p.name)).toEqual(["Entrance", "Window"]));
  });
});
