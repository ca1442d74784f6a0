import type { ViewerBridge, ViewerControls } from "../lib/viewer-bridge";

/**
 * The embed page's `postMessage` API, between the viewer and the page that frames it:
 *
 * - the page sends `{type: "vitrine:go-to-scene", sceneId}`, `{type: "vitrine:open-product", productId}`
 *   and `{type: "vitrine:set-option", productId, optionId}` (an option's id, listed in "ready", or its SKU);
 * - the viewer sends `{type: "vitrine:ready", placementId, scenes, products}` once an experience is
 *   on screen (again after a schedule switched it), `{type: "vitrine:product-tap", productId, sku,
 *   name, source}` when a product's card opens, `{type: "vitrine:option-selected", productId,
 *   optionId, sku, name}` when the visitor chooses an option, and `{type: "vitrine:error", command,
 *   message}` for a command naming nothing the experience has.
 *
 * Only the framing page is listened to (`event.source === parent`, from the origin the viewer
 * answers), and messages go to its origin only: the embed page's `frame-ancestors` already limits
 * that origin to the brand's listed sites.
 */
export const MESSAGE_PREFIX = "vitrine:";

type Command =
  | { type: "vitrine:go-to-scene"; sceneId: string }
  | { type: "vitrine:open-product"; productId: string }
  | { type: "vitrine:set-option"; productId: string; optionId: string };

function parentOrigin(win: Window): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0]!;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

function commandOf(data: unknown): Command | null {
  if (!data || typeof data !== "object") return null;
  const message = data as Record<string, unknown>;
  if (message.type === "vitrine:go-to-scene" && typeof message.sceneId === "string") return { type: message.type, sceneId: message.sceneId };
  if (message.type === "vitrine:open-product" && typeof message.productId === "string") return { type: message.type, productId: message.productId };
  if (message.type === "vitrine:set-option" && typeof message.productId === "string" && typeof message.optionId === "string")
    return { type: message.type, productId: message.productId, optionId: message.optionId };
  return null;
}

function run(controls: ViewerControls, command: Command): boolean {
  switch (command.type) {
    case "vitrine:go-to-scene":
      return controls.goToScene(command.sceneId);
    case "vitrine:open-product":
      return controls.openProduct(command.productId);
    case "vitrine:set-option":
      return controls.setOption(command.productId, command.optionId);
  }
}

function missing(command: Command): string {
  switch (command.type) {
    case "vitrine:go-to-scene":
      return `scene ${command.sceneId}`;
    case "vitrine:open-product":
      return `product ${command.productId}`;
    case "vitrine:set-option":
      return `option ${command.optionId} of product ${command.productId}`;
  }
}

export function createHostBridge(placementId: string, win: Window = window): ViewerBridge {
  const framed = win.parent !== win;
  const origin = framed ? parentOrigin(win) : null;
  let current: ViewerControls | null = null;
  // The viewer reconnects its controls as the tour moves; "ready" is said once per experience.
  let announced = "";
  const post = (message: Record<string, unknown>) => {
    if (origin) win.parent.postMessage(message, origin);
  };

  return {
    connect(controls) {
      current = controls;
      const onMessage = (event: MessageEvent) => {
        if (event.source !== win.parent || !current) return;
        // A page the frame was navigated under is not the one the viewer answers: ignore it.
        if (origin && event.origin !== origin) return;
        const command = commandOf(event.data);
        if (!command) return;
        if (!run(current, command)) post({ type: "vitrine:error", command: command.type, message: `This experience has no ${missing(command)}` });
      };
      win.addEventListener("message", onMessage);
      const content = JSON.stringify([controls.scenes, controls.products]);
      if (content !== announced) {
        announced = content;
        post({ type: "vitrine:ready", placementId, scenes: controls.scenes, products: controls.products });
      }
      return () => {
        win.removeEventListener("message", onMessage);
        if (current === controls) current = null;
      };
    },
    productOpened(productId, source) {
      const product = current?.products.find((p) => p.id === productId);
      post({ type: "vitrine:product-tap", productId, sku: product?.sku ?? null, name: product?.name ?? null, source });
    },
    optionSelected(productId, option) {
      post({ type: "vitrine:option-selected", productId, optionId: option.variant, sku: option.sku, name: option.name });
    },
  };
}
