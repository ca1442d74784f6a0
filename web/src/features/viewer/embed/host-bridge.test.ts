import { describe, expect, it, vi } from "vitest";
import type { ViewerControls } from "../lib/viewer-bridge";
import { createHostBridge } from "./host-bridge";

const SHOP = "https://shop.example";

/** A framed window whose parent is `SHOP`: what the bridge listens to and posts to. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    location: { ancestorOrigins: [SHOP] },
    document: { referrer: "" },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const send = (data: unknown, { origin = SHOP, source = parent as unknown } = {}) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, parent, send };
}

function controls(): ViewerControls {
  return {
    scenes: [],
    products: [{ id: "chair", sku: "CHAIR", name: "Lounge chair", options: [{ id: "Linen", sku: "CHAIR-LIN", name: "Natural linen" }] }],
    goToScene: vi.fn(() => true),
    openProduct: vi.fn(() => true),
    setOption: vi.fn((productId: string, optionId: string) => productId === "chair" && (optionId === "Linen" || optionId === "CHAIR-LIN")),
  };
}

describe("the embed's host bridge and product options", () => {
  it("switches an option when the framing page asks, and says when the product has no such option", () => {
    const { win, parent, send } = framedWindow();
    const viewer = controls();
    createHostBridge("placement-1", win).connect(viewer);
    send({ type: "vitrine:set-option", productId: "chair", optionId: "Linen" });
    expect(viewer.setOption).toHaveBeenCalledWith("chair", "Linen");
    send({ type: "vitrine:set-option", productId: "chair", optionId: "Tweed" });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: "vitrine:error", command: "vitrine:set-option", message: "This experience has no option Tweed of product chair" },
      SHOP,
    );
    // A malformed command (no option) is not one.
    send({ type: "vitrine:set-option", productId: "chair" });
    expect(viewer.setOption).toHaveBeenCalledTimes(2);
  });

  it("ignores other windows and other origins than the framing page's", () => {
    const { win, send } = framedWindow();
    const viewer = controls();
    createHostBridge("placement-1", win).connect(viewer);
    send({ type: "vitrine:set-option", productId: "chair", optionId: "Linen" }, { origin: "https://evil.example" });
    send({ type: "vitrine:set-option", productId: "chair", optionId: "Linen" }, { source: {} });
    expect(viewer.setOption).not.toHaveBeenCalled();
  });

  it("lists the options in ready, and tells the page which option the visitor chose, to its origin only", () => {
    const { win, parent } = framedWindow();
    const bridge = createHostBridge("placement-1", win);
    bridge.connect(controls());
    expect(parent.postMessage.mock.calls[0]![0].products[0].options).toEqual([{ id: "Linen", sku: "CHAIR-LIN", name: "Natural linen" }]);
    bridge.optionSelected("chair", { variant: "Linen", sku: "CHAIR-LIN", name: "Natural linen" });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: "vitrine:option-selected", productId: "chair", optionId: "Linen", sku: "CHAIR-LIN", name: "Natural linen" },
      SHOP,
    );
  });
});
