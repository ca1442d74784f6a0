import type { ArModel } from "./ar-model";

/** What the AR view's banner shows for a product (its chosen option's price and link where it has one). */
export interface ArBanner {
  title: string;
  /** The chosen option's name, when the product has options. */
  subtitle: string | null;
  /** Formatted in the visitor's locale, e.g. `€549.00`. */
  price: string | null;
  callToAction: string;
  /** Where the call to action leads; without one the banner has no button. */
  url: string | null;
}

/** Sent by Quick Look to the `<a rel="ar">` that opened it when the banner's button is tapped. */
export const QUICK_LOOK_TAPPED = "_apple_ar_quicklook_button_tapped";

/**
 * The Quick Look address: `allowsContentScaling=0` keeps the model at its real size (the visitor
 * cannot pinch it bigger); a product's banner goes in the fragment, where Quick Look reads it.
 */
export function quickLookUrl(usdz: string, banner: ArBanner | null): string {
  const fields: [string, string | null | undefined][] = [
    ["allowsContentScaling", "0"],
    ["checkoutTitle", banner?.title],
    ["checkoutSubtitle", banner?.subtitle],
    ["price", banner?.price],
    // A button with nowhere to go would be a dead end: no link, no button.
    ["callToAction", banner?.url ? banner.callToAction : null],
  ];
  return `${usdz}#${fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&")}`;
}

/**
 * The USDZ Quick Look opens: Quick Look knows no material variants, so the model wearing the
 * chosen option's variant is a file of its own; the model's own file when there is none for it.
 */
export function quickLookFile(model: ArModel, variant: string | null): string {
  return (variant && Object.hasOwn(model.ar.variants ?? {}, variant) && model.ar.variants![variant]) || model.ar.usdz;
}

// The link stays in the page while Quick Look is open: the banner's tap is told to it.
let quickLookLink: HTMLAnchorElement | null = null;

/**
 * Opens AR Quick Look on the model wearing `variant` (the chosen option's): an `<a rel="ar">`
 * holding an image, clicked; `onCallToAction` runs when the banner's button is tapped.
 */
export function openQuickLook(model: ArModel, banner: ArBanner | null = null, onCallToAction?: () => void, variant: string | null = null) {
  quickLookLink?.remove();
  const link = document.createElement("a");
  link.rel = "ar";
  link.href = quickLookUrl(quickLookFile(model, variant), banner);
  link.append(document.createElement("img"));
  link.style.display = "none";
  link.addEventListener("message", (event) => {
    if ((event as MessageEvent).data === QUICK_LOOK_TAPPED) onCallToAction?.();
  });
  document.body.append(link);
  quickLookLink = link;
  link.click();
}

/**
 * Google's Scene Viewer as an Android intent: AR first, at real size (`resizable=false`), on a
 * wall when the model hangs there, titled with the product and linking to it; back to this page
 * if the app is missing.
 */
export function sceneViewerUrl(model: ArModel, pageUrl: string, banner: ArBanner | null = null): string {
  const params = new URLSearchParams({ file: new URL(model.url, pageUrl).href, mode: "ar_preferred", resizable: "false", title: banner?.title ?? model.name });
  if (banner?.url) params.set("link", banner.url);
  if (model.ar.placement === "wall") params.set("enable_vertical_placement", "true");
  const fallback = encodeURIComponent(pageUrl);
  return `intent://arvr.google.com/scene-viewer/1.2?${params}#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;S.browser_fallback_url=${fallback};end;`;
}

/** Followed as a link, as Android's Chrome expects an intent to be opened by a tap. */
export function openSceneViewer(model: ArModel, banner: ArBanner | null = null) {
  const link = document.createElement("a");
  link.href = sceneViewerUrl(model, window.location.href, banner);
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}
