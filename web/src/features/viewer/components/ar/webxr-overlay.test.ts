// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { fillWebXrOverlay } from "./webxr-overlay";

const banner = { title: "Lounge chair", subtitle: "Green velvet", price: "€549.90", callToAction: "View product", url: "https://shop.example.com/chair" };
const labels = { exit: "Exit AR", hint: "Tap to place it" };

describe("WebXR's overlay", () => {
  it("shows the product's banner with its call to action, which is told before the link is followed", () => {
    const root = document.createElement("div");
    const onCallToAction = vi.fn();
    const onExit = vi.fn();
    fillWebXrOverlay(root, { banner, labels, onCallToAction, onExit });
    expect(root.querySelector("h2")?.textContent).toBe("Lounge chair");
    expect([...root.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Tap to place it", "Green velvet", "€549.90"]);
    const cta = root.querySelector("a")!;
    expect(cta.textContent).toBe("View product");
    expect(cta.getAttribute("href")).toBe("https://shop.example.com/chair");
    const click = new MouseEvent("click", { cancelable: true });
    cta.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onCallToAction).toHaveBeenCalledWith("https://shop.example.com/chair");
    root.querySelector("button")!.click();
    expect(onExit).toHaveBeenCalledOnce();
  });

  it("keeps taps on its controls from placing the model, and drops the hint once placed", () => {
    const root = document.createElement("div");
    const overlay = fillWebXrOverlay(root, { banner, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
    for (const control of [root.querySelector("button")!, root.querySelector("section")!, root.querySelector("a")!]) {
      const select = new Event("beforexrselect", { cancelable: true });
      control.dispatchEvent(select);
      expect(select.defaultPrevented, control.tagName).toBe(true);
    }
    // Elsewhere on the screen a tap places the model.
    const elsewhere = new Event("beforexrselect", { cancelable: true });
    root.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
    overlay.placed();
    expect(root.querySelector("[role=status]")).toBeNull();
  });

  it("shows no call to action without a link, and no banner for a model that is not sold", () => {
    const root = document.createElement("div");
    fillWebXrOverlay(root, { banner: { ...banner, url: null }, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
    expect(root.querySelector("a")).toBeNull();
    fillWebXrOverlay(root, { banner: null, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
    expect(root.querySelector("section")).toBeNull();
    expect(root.querySelector("button")?.textContent).toBe("Exit AR");
  });
});
