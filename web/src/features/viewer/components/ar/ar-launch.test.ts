// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { openQuickLook, QUICK_LOOK_TAPPED, quickLookFile, quickLookUrl, sceneViewerUrl, type ArBanner } from "./ar-launch";
import type { ArModel } from "./ar-model";

const USDZ = "https://cdn.example/chair.usdz";
const model = { name: "chair.glb", url: "/models/chair.glb", ar: { usdz: USDZ, placement: "floor" } } as unknown as ArModel;
const banner: ArBanner = {
  title: "Lounge chair",
  subtitle: "Green velvet",
  price: "€549.90",
  callToAction: "View product",
  url: "https://shop.example.com/chair?fabric=velvet&size=L",
};

describe("the AR views' banner", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts the product's title, option, price and call to action in Quick Look's fragment, encoded", () => {
    expect(quickLookUrl(USDZ, banner)).toBe(
      `${USDZ}#allowsContentScaling=0&checkoutTitle=Lounge%20chair&checkoutSubtitle=Green%20velvet&price=%E2%82%AC549.90&callToAction=View%20product`,
    );
    // No link, no button; no option, no subtitle; no product, the model at real size only.
    expect(quickLookUrl(USDZ, { ...banner, subtitle: null, url: null })).toBe(
      `${USDZ}#allowsContentScaling=0&checkoutTitle=Lounge%20chair&price=%E2%82%AC549.90`,
    );
    expect(quickLookUrl(USDZ, null)).toBe(`${USDZ}#allowsContentScaling=0`);
    // A title holding `&` or `#` stays one field.
    expect(quickLookUrl(USDZ, { ...banner, title: "Oak & ash #2" })).toContain("checkoutTitle=Oak%20%26%20ash%20%232&");
  });

  it("gives Scene Viewer the product's title and link", () => {
    const url = sceneViewerUrl(model, "https://vitrine.example/p1", banner);
    const params = new URL(url.replace(/^intent:/, "https:").split("#")[0]!).searchParams;
    expect(params.get("title")).toBe("Lounge chair");
    expect(params.get("link")).toBe("https://shop.example.com/chair?fabric=velvet&size=L");
    expect(params.get("file")).toBe("https://vitrine.example/models/chair.glb");
    const plain = new URL(
      sceneViewerUrl(model, "https://vitrine.example/p1")
        .replace(/^intent:/, "https:")
        .split("#")[0]!,
    ).searchParams;
    expect(plain.get("title")).toBe("chair.glb");
    expect(plain.has("link")).toBe(false);
  });

  it("opens the USDZ of the chosen option's material variant, the model's own file for any other", () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const VELVET = "https://cdn.example/chair.variant-1.usdz";
    const dressed = { ...model, ar: { ...model.ar, variants: { Linen: "https://cdn.example/chair.variant-0.usdz", "Velvet green": VELVET } } } as ArModel;
    expect(quickLookFile(dressed, "Velvet green")).toBe(VELVET);
    expect(quickLookFile(dressed, null)).toBe(USDZ);
    expect(quickLookFile(dressed, "Tweed")).toBe(USDZ);
    // A variant named like an object's own property is no file.
    expect(quickLookFile(dressed, "toString")).toBe(USDZ);
    expect(quickLookFile(model, "Velvet green")).toBe(USDZ);
    openQuickLook(dressed, banner, undefined, "Velvet green");
    expect(document.querySelector<HTMLAnchorElement>('a[rel="ar"]')!.href).toBe(quickLookUrl(VELVET, banner));
  });

  it("runs the call to action when Quick Look says its button was tapped, and only then", () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const tapped = vi.fn();
    openQuickLook(model, banner, tapped);
    const link = document.querySelector<HTMLAnchorElement>('a[rel="ar"]')!;
    expect(link.href).toBe(quickLookUrl(USDZ, banner));
    link.dispatchEvent(new MessageEvent("message", { data: "something else" }));
    expect(tapped).not.toHaveBeenCalled();
    link.dispatchEvent(new MessageEvent("message", { data: QUICK_LOOK_TAPPED }));
    expect(tapped).toHaveBeenCalledTimes(1);
    // Opening it again leaves one link in the page.
    openQuickLook(model, banner, tapped);
    expect(document.querySelectorAll('a[rel="ar"]')).toHaveLength(1);
  });
});
