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
    fillWebXrOverlay(root, { banner, pin: false, labels, onCallToAction, onExit });
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
    const overlay = fillWebXrOverlay(root, { banner, pin: false, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
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
    fillWebXrOverlay(root, { banner: { ...banner, url: null }, pin: true, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
    expect(root.querySelector("a")).toBeNull();
    fillWebXrOverlay(root, { banner: null, pin: true, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
    expect(root.querySelector("section")).toBeNull();
    // No product, no pin: only the way out.
    expect([...root.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Exit AR"]);
  });

  it("pins the product on the model: the pin follows the model, names the product, and puts the banner away and back", () => {
    const root = document.createElement("div");
    const overlay = fillWebXrOverlay(root, { banner, pin: true, labels, onCallToAction: vi.fn(), onExit: vi.fn() });
    const pin = root.querySelector<HTMLButtonElement>(".viewer-webxr-pin")!;
    const card = root.querySelector("section")!;
    expect(pin.textContent).toBe("Lounge chair");
    // Hidden until the model is placed and the point is in view.
    expect(pin.dataset.visible).toBe("false");
    overlay.movePin(120.4, 300.6, true);
    expect(pin.style.transform).toBe("translate3d(120px, 301px, 0)");
    expect(pin.dataset.visible).toBe("true");
    const select = new Event("beforexrselect", { cancelable: true });
    pin.dispatchEvent(select);
    expect(select.defaultPrevented).toBe(true);
    expect(pin.getAttribute("aria-controls")).toBe(card.id);
    pin.click();
    expect([card.hidden, pin.getAttribute("aria-expanded")]).toEqual([true, "false"]);
    pin.click();
    expect([card.hidden, pin.getAttribute("aria-expanded")]).toEqual([false, "true"]);
    overlay.movePin(0, 0, false);
    expect(pin.dataset.visible).toBe("false");
  });

  it("shows no pin for a product without a hotspot", () => {
    const root = document.createElement("div");
    fillWebXrOverlay(root, { banner, pin: false, labels, onCallToAction: vi.fn(), onExit: vi.fn() }).movePin(10, 10, true);
    expect(root.querySelector(".viewer-webxr-pin")).toBeNull();
  });
});
