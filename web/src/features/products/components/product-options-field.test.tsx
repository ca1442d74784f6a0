import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { LibraryObject } from "@vitrine/contract";
import type { FieldErrors } from "@/lib/form";
import { emptyDraft, type ProductDraft } from "../lib/product-draft";
import { ProductOptionsField } from "./product-options-field";

const model = (id: string, name: string, materialVariants: string[]) => ({ _id: id, name, materialVariants }) as unknown as LibraryObject;

vi.mock("@/data/library/list-whole-library", () => ({
  useWholeLibrary: () => ({
    data: { items: [model("chair", "Lounge chair", ["Linen", "Velvet green", "Leather tan"]), model("stool", "Plain stool", [])] },
    error: undefined,
  }),
}));

/** The field as the dialog holds it: the draft and the errors in state, a change clearing the errors it names. */
function Harness({ initial, initialErrors = {} }: { initial: ProductDraft; initialErrors?: FieldErrors }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  return (
    <>
      <ProductOptionsField
        draft={draft}
        errors={errors}
        enabled
        onChange={(changes, cleared) => {
          setDraft((current) => ({ ...current, ...changes }));
          setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))));
        }}
      />
      <output data-testid="draft">{JSON.stringify({ modelId: draft.modelId, options: draft.options, defaultOption: draft.defaultOption })}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId("draft").textContent!);

describe("the product options editor", () => {
  it("offers only models with material variants, lists the chosen model's variants and prefills an offered one from the product", () => {
    render(<Harness initial={{ ...emptyDraft(), sku: "CHAIR", price: "499" }} />);
    const picker = screen.getByLabelText("3D model");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["No options", "Lounge chair"]);
    expect(screen.queryByRole("checkbox")).toBe(null);

    fireEvent.change(picker, { target: { value: "chair" } });
    expect(screen.getAllByRole("checkbox").map((box) => box.closest("label")!.textContent)).toEqual([
      "Offer “Linen”",
      "Offer “Velvet green”",
      "Offer “Leather tan”",
    ]);
    fireEvent.click(screen.getByLabelText("Offer “Leather tan”"));
    fireEvent.click(screen.getByLabelText("Offer “Linen”"));
    // Kept in the model's order whatever the order they were ticked in.
    expect(shown().options.map((o: { variant: string }) => o.variant)).toEqual(["Linen", "Leather tan"]);
    expect(shown().options[1]).toEqual({ variant: "Leather tan", name: "Leather tan", sku: "CHAIR-LEATHER-TAN", price: "499", url: "" });

    fireEvent.change(screen.getAllByLabelText("Option price")[1], { target: { value: "799" } });
    fireEvent.click(screen.getAllByLabelText("Shown first")[1]);
    expect(shown()).toMatchObject({ modelId: "chair", defaultOption: "Leather tan", options: [{ price: "499" }, { price: "799" }] });

    // Another model starts over: its variants are not the same.
    fireEvent.change(picker, { target: { value: "" } });
    expect(shown()).toEqual({ modelId: "", options: [], defaultOption: null });
  });

  it("shows each error under its option's own field, and clears it when that field is edited", () => {
    const initial: ProductDraft = {
      ...emptyDraft(),
      modelId: "chair",
      options: [
        { variant: "Linen", name: "Linen", sku: "C-L", price: "499", url: "" },
        { variant: "Tweed", name: "Tweed", sku: "C-T", price: "cheap", url: "" },
      ],
    };
    render(
      <Harness
        initial={initial}
        initialErrors={{ "options.1.price": "Enter a price like 1299.50", "options.1.variant": "Lounge chair has no material variant Tweed" }}
      />,
    );
    // A saved option whose variant the model lacks is still listed, so it can be removed.
    expect(screen.getByText("Lounge chair has no material variant Tweed")).toBeTruthy();
    const price = screen.getAllByLabelText("Option price")[1];
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(price.getAttribute("aria-describedby")!.split(" ")[0])!.textContent).toBe("Enter a price like 1299.50");

    fireEvent.change(price, { target: { value: "599" } });
    expect(screen.queryByText("Enter a price like 1299.50")).toBe(null);
    fireEvent.click(screen.getByLabelText("Offer “Tweed”"));
    expect(shown().options.map((o: { variant: string }) => o.variant)).toEqual(["Linen"]);
  });
});
