import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUpdateProductHotspot } from "./update-product-hotspot";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useProducts, useProductsForPicker, useWholeProducts } from "./list-products";
import { useUpdateProduct } from "./update-product";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const scope = { brandId: "brand-1", experienceId: "experience-1" };
type Row = { id: string; name: string; hotspot: { sceneId: string } | null };

// The products screen, the virtual objects' product picker and the world builder's hotspot pins
// read the same products. The picker and the pins used to sit under keys of their own, so a
// product renamed on the products screen kept its old name there, and a hotspot moved in the
// world builder did not reach the products screen.
describe("products read by several screens", () => {
  let server: Row[];
  beforeEach(() => {
    server = [{ id: "p1", name: "Oak table", hotspot: null }];
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: Partial<Row> } = {}) => {
      if (route === "listProducts") return { items: structuredClone(server), nextCursor: null };
      if (route === "updateProduct") {
        server = server.map((p) => ({ ...p, ...body }));
        return server[0];
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("a rename on the products screen reaches the picker and the pins; a moved pin reaches the products screen", async () => {
    const { result } = renderHook(
      () => ({
        page: useProducts(scope, { limit: 20 }),
        picker: useProductsForPicker(scope),
        pins: useWholeProducts(scope, { revalidateOnFocus: false }),
        update: useUpdateProduct(),
        moveHotspot: useUpdateProductHotspot(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pins.data?.items[0]?.name).toBe("Oak table"));
    await waitFor(() => expect(result.current.picker.data?.items[0]?.name).toBe("Oak table"));

    await act(async () => {
      await result.current.update.trigger({ ...scope, productId: "p1", changes: { name: "Walnut table" } as never });
    });
    await waitFor(() => expect(result.current.picker.data?.items[0]?.name).toBe("Walnut table"));
    await waitFor(() => expect(result.current.pins.data?.items[0]?.name).toBe("Walnut table"));

    await act(async () => {
      await result.current.moveHotspot.trigger({ ...scope, productId: "p1", hotspot: { sceneId: "s1" } as never });
    });
    await waitFor(() => expect(result.current.page.data?.items[0]?.hotspot).toEqual({ sceneId: "s1" }));
  });
});
