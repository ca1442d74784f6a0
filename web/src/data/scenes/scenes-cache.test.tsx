import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useScenes } from "./list-scenes";
import { useUpdateScene } from "./update-scene";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const EXPERIENCE = "experience-1";
const scene = (name: string, version: number) => ({ id: "scene-1", name, version, order: 0 });

// The products screen (its hotspot column) and the host editor show the experience's scenes while
// the scenes screen renames them. They used to read them under keys of their own, which a save on
// the scenes screen never revalidated, so they went on showing the old names.
describe("scenes read by other screens after a scene is saved", () => {
  let server: { items: ReturnType<typeof scene>[] };
  beforeEach(() => {
    server = { items: [scene("Intro", 1)] };
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: { name?: string } } = {}) => {
      if (route === "listScenes") return structuredClone(server);
      if (route === "updateScene") {
        server = { items: [scene(body?.name ?? "Intro", 2)] };
        return server.items[0];
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refetches every screen's scenes", async () => {
    const { result } = renderHook(
      () => ({
        products: useScenes(BRAND, EXPERIENCE),
        host: useScenes(BRAND, EXPERIENCE),
        worldBuilder: useScenes(BRAND, EXPERIENCE, { revalidateOnFocus: false }),
        update: useUpdateScene(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.products.data?.items[0]?.name).toBe("Intro"));
    await waitFor(() => expect(result.current.host.data?.items[0]?.name).toBe("Intro"));

    await act(async () => {
      await result.current.update.trigger({ brandId: BRAND, experienceId: EXPERIENCE, sceneId: "scene-1", changes: { name: "Welcome", version: 1 } as never });
    });

    await waitFor(() => expect(result.current.products.data?.items[0]?.name).toBe("Welcome"));
    await waitFor(() => expect(result.current.host.data?.items[0]?.name).toBe("Welcome"));
    await waitFor(() => expect(result.current.worldBuilder.data?.items[0]?.name).toBe("Welcome"));
  });
});
