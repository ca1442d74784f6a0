import type { ArModel } from "./ar-model";

/**
 * Opens AR Quick Look: an `<a rel="ar">` holding an image, clicked. `allowsContentScaling=0`
 * keeps the model at its real size (the visitor cannot pinch it bigger).
 */
export function openQuickLook(model: ArModel) {
  const link = document.createElement("a");
  link.rel = "ar";
  link.href = `${model.ar.usdz}#allowsContentScaling=0`;
  link.append(document.createElement("img"));
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Google's Scene Viewer as an Android intent: AR first, at real size (`resizable=false`), on a
 * wall when the model hangs there; back to this page if the app is missing.
 */
export function sceneViewerUrl(model: ArModel, pageUrl: string): string {
  const params = new URLSearchParams({ file: new URL(model.url, pageUrl).href, mode: "ar_preferred", resizable: "false", title: model.name });
  if (model.ar.placement === "wall") params.set("enable_vertical_placement", "true");
  const fallback = encodeURIComponent(pageUrl);
  return `intent://arvr.google.com/scene-viewer/1.2?${params}#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;S.browser_fallback_url=${fallback};end;`;
}

/** Followed as a link, as Android's Chrome expects an intent to be opened by a tap. */
export function openSceneViewer(model: ArModel) {
  const link = document.createElement("a");
  link.href = sceneViewerUrl(model, window.location.href);
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}
