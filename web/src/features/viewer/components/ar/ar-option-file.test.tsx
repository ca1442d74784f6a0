import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Manifest } from "@vitrine/contract";
import { chooseMaterialVariant, resetMaterialVariants } from "../../lib/material-variant-choice";
import { fixtureChairWithOptions } from "../../lib/fixtures/manifest";
import { ProductCard } from "../product-card";
import ArObjectSheet from "./ar-object-sheet";
import type { ArModel } from "./ar-model";

vi.mock("../../lib/analytics", () => ({ track: vi.fn() }));
// An iPhone: the button opens AR Quick Look.
vi.mock("./ar-support", () => ({ detectArMode: async () => "quick-look", platformOf: () => "ios" }));

const FILES = {
  own: "https://cdn.example/chair.usdz",
  Linen: "https://cdn.example/chair.variant-0.usdz",
  "Velvet green": "https://cdn.example/chair.variant-1.usdz",
};

const chair = { ...fixtureChairWithOptions, defaultOption: "Linen" };

const models: Manifest["models"] = {
  "model-chair": {
    name: "Lounge chair",
    url: "/models/chair.glb",
    bytes: 1000,
    interactive: true,
    productId: "chair",
    scale: 1,
    ar: { usdz: FILES.own, placement: "floor", variants: { Linen: FILES.Linen, "Velvet green": FILES["Velvet green"] } },
  },
};

/** Taps "View in your space" and answers the USDZ Quick Look was sent to. */
async function quickLookFile(): Promise<string> {
  fireEvent.click(await screen.findByRole("button", { name: /View in your space/ }));
  await act(async () => {});
  return document.querySelector<HTMLAnchorElement>('a[rel="ar"]')!.href.split("#")[0]!;
}

describe("AR Quick Look opens the USDZ of the option the sheet shows", () => {
  afterEach(() => {
    resetMaterialVariants();
    document.querySelectorAll('a[rel="ar"]').forEach((link) => link.remove());
  });

  it("the scene's variant until the visitor chooses, then the chosen option's", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render(<ProductCard product={chair} models={models} onClose={() => {}} sceneVariant="Velvet green" />);
    // The world builder dressed this scene's chair in velvet: the sheet and AR open on it.
    expect(await quickLookFile()).toBe(FILES["Velvet green"]);
    act(() => chooseMaterialVariant("model-chair", "Linen"));
    expect(await quickLookFile()).toBe(FILES.Linen);
  });

  it("a tapped object without a product opens in the variant it wears in its scene", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const model = { ...models["model-chair"]!, productId: null } as ArModel;
    const dressed = render(<ArObjectSheet modelId="model-chair" model={model} variant="Velvet green" onClose={() => {}} />);
    expect(await quickLookFile()).toBe(FILES["Velvet green"]);
    dressed.unmount();
    render(<ArObjectSheet modelId="model-chair" model={model} variant={null} onClose={() => {}} />);
    expect(await quickLookFile()).toBe(FILES.own);
  });
});
