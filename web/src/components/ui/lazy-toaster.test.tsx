import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetToasts, toast } from "@/lib/toast";
import { LazyToaster } from "./lazy-toaster";

afterEach(() => resetToasts());

describe("<LazyToaster>", () => {
  it("draws nothing until a toast is raised, then shows it once the toast code is in", async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe("");
    expect(document.querySelector("[data-radix-toast-viewport], ol")).toBeNull();

    act(() => {
      toast({ title: "Error", description: "Brand not found (404)", variant: "destructive" });
    });
    expect(await screen.findByText("Brand not found (404)")).toBeTruthy();
  });
});
