import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { track } from "../lib/analytics";
import { chooseMaterialVariant, chosenMaterialVariant, resetMaterialVariants } from "../lib/material-variant-choice";
import { fixtureChairWithOptions } from "../lib/fixtures/manifest";
import { ProductCard } from "./product-card";

vi.mock("../lib/analytics", () => ({ track: vi.fn() }));

const chair = fixtureChairWithOptions;

describe("a product's options in the viewer's product sheet", () => {
  afterEach(() => {
    resetMaterialVariants();
    vi.mocked(track).mockClear();
  });

  it("opens on the default option, and choosing another shows its price, SKU and link, switches the model's variant and records variant_select", async () => {
    render(<ProductCard product={chair} models={{}} onClose={() => {}} />);
    const group = await screen.findByRole("group", { name: "Options" });
    const velvet = within(group).getByRole("radio", { name: /Green velvet/ });
    const linen = within(group).getByRole("radio", { name: /Natural linen/ });
    expect((velvet as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Ref. CHAIR-VEL")).toBeTruthy();
    expect(screen.getByRole("link", { name: /View product/ }).getAttribute("href")).toBe("https://shop.example.com/chair?fabric=velvet");

    fireEvent.click(linen);
    expect((linen as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Ref. CHAIR-LIN")).toBeTruthy();
    expect(document.querySelector(".viewer-product-price")!.textContent).toMatch(/499/);
    // An option without a link of its own sells through the product's.
    expect(screen.getByRole("link", { name: /View product/ }).getAttribute("href")).toBe("https://shop.example.com/chair");
    expect(chosenMaterialVariant("model-chair")).toBe("Linen");
    expect(track).toHaveBeenCalledWith("variant_select", { productId: "chair", variant: "Linen", sku: "CHAIR-LIN" });
  });

  it("follows an option chosen from outside the sheet (an embedding page), and tells only of the visitor's own choices", async () => {
    const onOptionChosen = vi.fn();
    render(<ProductCard product={chair} models={{}} onClose={() => {}} onOptionChosen={onOptionChosen} />);
    const group = await screen.findByRole("group", { name: "Options" });
    act(() => chooseMaterialVariant("model-chair", "Linen"));
    expect((within(group).getByRole("radio", { name: /Natural linen/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Ref. CHAIR-LIN")).toBeTruthy();
    expect(onOptionChosen).not.toHaveBeenCalled();

    fireEvent.click(within(group).getByRole("radio", { name: /Green velvet/ }));
    expect(onOptionChosen).toHaveBeenCalledWith("chair", chair.options![1]);
    expect(screen.getByText("Ref. CHAIR-VEL")).toBeTruthy();
  });

  it("reopens on the variant the model shows, and shows no options for a product without", async () => {
    const first = render(<ProductCard product={chair} models={{}} onClose={() => {}} />);
    fireEvent.click(within(await screen.findByRole("group", { name: "Options" })).getByRole("radio", { name: /Natural linen/ }));
    first.unmount();
    render(<ProductCard product={chair} models={{}} onClose={() => {}} />);
    expect((within(await screen.findByRole("group", { name: "Options" })).getByRole("radio", { name: /Natural linen/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    const plain = { ...chair, id: "stool", modelId: undefined, options: undefined, defaultOption: undefined };
    render(<ProductCard product={plain} models={{}} onClose={() => {}} />);
    expect(screen.getAllByRole("group", { name: "Options" })).toHaveLength(1);
  });
});
