/**
 * How this device can show a model in the room:
 * - `quick-look`: iOS / iPadOS Safari (AR Quick Look with the USDZ), told by `<a rel="ar">` support;
 * - `scene-viewer`: Android, through Google's Scene Viewer (an intent URL with the GLB);
 * - `webxr`: a browser with WebXR `immersive-ar` (a headset's browser, say);
 * - `qr`: a desktop: a QR code opens the same product on a phone;
 * - `none`: a phone or tablet that can do none of these.
 */
export type ArMode = "quick-look" | "scene-viewer" | "webxr" | "qr" | "none";

interface ArEnvironment {
  userAgent: string;
  supportsArLink: boolean;
  maxTouchPoints: number;
  immersiveAr: () => Promise<boolean>;
}

export function browserEnvironment(): ArEnvironment {
  const relList = document.createElement("a").relList as DOMTokenList | undefined;
  const xr = (navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }).xr;
  return {
    userAgent: navigator.userAgent,
    supportsArLink: Boolean(relList?.supports?.("ar")),
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    immersiveAr: () => (xr ? xr.isSessionSupported("immersive-ar").catch(() => false) : Promise.resolve(false)),
  };
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|Quest/i;

export async function detectArMode(env: ArEnvironment = browserEnvironment()): Promise<ArMode> {
  if (env.supportsArLink) return "quick-look";
  if (/Android/i.test(env.userAgent) && !/Quest|OculusBrowser/i.test(env.userAgent)) return "scene-viewer";
  if (await env.immersiveAr()) return "webxr";
  // iPadOS Safari says it is a Mac; its touch points tell it apart.
  const mobile = MOBILE.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
  return mobile ? "none" : "qr";
}

/** The platform as analytics records it (`ar_launch.platform`). */
export const platformOf = (mode: ArMode) => (mode === "quick-look" ? "ios" : mode === "scene-viewer" ? "android" : mode === "webxr" ? "webxr" : "desktop");
