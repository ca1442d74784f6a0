import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUpdateScene } from "@/data/scenes/update-scene";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useObjectNames } from "./list-object-names";
import { useVirtualObjects } from "./list-virtual-objects";
import { useUpdateVirtualObject } from "./update-virtual-object";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const EXPERIENCE = "experience-1";

// The scenes screen names the models its scenes place from the virtual objects: it read them under
// a scenes key, so a display name given on the virtual objects screen never reached it.
describe("virtual objects read by the scenes screen", () => {
  let objects: { libraryObjectId: string; name: string; displayName: string | null }[];
  beforeEach(() => {
    objects = [{ libraryObjectId: "chair", name: "Chair", displayName: null }];
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: { displayName?: string } } = {}) => {
      if (route === "listVirtualObjects") return { items: structuredClone(objects) };
      if (route === "updateVirtualObject") {
        objects = [{ ...objects[0]!, displayName: body?.displayName ?? null }];
        return objects[0];
      }
      if (route === "updateScene") {
        objects = [...objects, { libraryObjectId: "lamp", name: "Lamp", displayName: null }];
        return { id: "scene-1", name: "Intro", version: 2, order: 0 };
      }
      if (route === "listScenes") return { items: [] };
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("shows a new display name on both screens", async () => {
    const { result } = renderHook(
      () => ({ names: useObjectNames(BRAND, EXPERIENCE), list: useVirtualObjects(BRAND, EXPERIENCE), update: useUpdateVirtualObject() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.names.names.get("chair")).toBe("Chair"));

    await act(async () => {
      await result.current.update.trigger({ brandId: BRAND, experienceId: EXPERIENCE, libraryObjectId: "chair", changes: { displayName: "Armchair" } });
    });

    await waitFor(() => expect(result.current.names.names.get("chair")).toBe("Armchair"));
    await waitFor(() => expect(result.current.list.data?.items[0]?.displayName).toBe("Armchair"));
  });

  it("lists what a saved scene now places", async () => {
    const { result } = renderHook(() => ({ list: useVirtualObjects(BRAND, EXPERIENCE), updateScene: useUpdateScene() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(1));

    await act(async () => {
      await result.current.updateScene.trigger({
        brandId: BRAND,
        experienceId: EXPERIENCE,
        sceneId: "scene-1",
        changes: { name: "Intro", version: 1 } as never,
      });
    });

    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(2));
  });
});
