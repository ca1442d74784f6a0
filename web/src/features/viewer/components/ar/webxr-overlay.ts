import type { ArBanner } from "./ar-launch";

export interface WebXrOverlayContent {
  /** The product's name, option, price and link; null for a model that is not sold. */
  banner: ArBanner | null;
  /** A pin on the placed model naming the product (its hotspot); tapping it hides or shows the banner. Only with a banner. */
  pin: boolean;
  labels: { exit: string; hint: string };
  /** The call to action was tapped (the link is followed after it). */
  onCallToAction: (url: string) => void;
  onExit: () => void;
}

export interface WebXrOverlay {
  /** The model is placed: the hint goes. */
  placed(): void;
  /** Moves the product's pin to (x, y) in CSS pixels of the overlay, or hides it (behind the camera, off screen, not placed). */
  movePin(x: number, y: number, visible: boolean): void;
}

/**
 * What WebXR's DOM overlay shows over the camera: a button out of AR, a hint until the model is
 * placed, the product's hotspot as a pin on the model, and the product's banner (name, option,
 * price and its call to action), as Quick Look and Scene Viewer show theirs. Taps on these
 * controls never place the model (`beforexrselect`).
 */
export function fillWebXrOverlay(root: HTMLElement, content: WebXrOverlayContent): WebXrOverlay {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const element = document.createElement(tag);
    element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  };
  const control = <E extends HTMLElement>(element: E): E => {
    element.addEventListener("beforexrselect", (event) => event.preventDefault());
    return element;
  };
  root.className = "viewer-webxr-overlay";
  root.replaceChildren();

  const exit = control(make("button", "viewer-webxr-exit", content.labels.exit));
  exit.type = "button";
  exit.addEventListener("click", content.onExit);
  const hint = make("p", "viewer-webxr-hint", content.labels.hint);
  hint.setAttribute("role", "status");
  root.append(exit, hint);

  const { banner } = content;
  let pin: HTMLButtonElement | null = null;
  if (banner) {
    const card = control(make("section", "viewer-webxr-banner"));
    card.id = "viewer-webxr-banner";
    card.setAttribute("aria-label", banner.title);
    card.append(make("h2", "viewer-webxr-title", banner.title));
    if (banner.subtitle) card.append(make("p", "viewer-webxr-subtitle", banner.subtitle));
    if (banner.price) card.append(make("p", "viewer-webxr-price", banner.price));
    if (banner.url) {
      const link = control(make("a", "viewer-webxr-cta", banner.callToAction));
      link.href = banner.url;
      link.addEventListener("click", (event) => {
        event.preventDefault();
        content.onCallToAction(banner.url!);
      });
      card.append(link);
    }
    root.append(card);
    if (content.pin) {
      pin = control(make("button", "viewer-webxr-pin"));
      pin.type = "button";
      pin.dataset.visible = "false";
      pin.setAttribute("aria-controls", card.id);
      pin.setAttribute("aria-expanded", "true");
      pin.append(make("span", "viewer-webxr-pin-dot"), make("span", "viewer-webxr-pin-label", banner.title));
      // The banner can be put away to see the model whole, and brought back from the model itself.
      pin.addEventListener("click", () => {
        card.hidden = !card.hidden;
        pin!.setAttribute("aria-expanded", String(!card.hidden));
      });
      root.append(pin);
    }
  }
  return {
    placed: () => hint.remove(),
    movePin: (x, y, visible) => {
      if (!pin) return;
      pin.style.transform = `translate3d(${Math.round(x)}px, ${Math.round(y)}px, 0)`;
      if (pin.dataset.visible !== String(visible)) pin.dataset.visible = String(visible);
    },
  };
}
