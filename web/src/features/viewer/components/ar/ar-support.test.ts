import { describe, expect, it } from "vitest";
import { sceneViewerUrl } from "./ar-launch";
import type { ArModel } from "./ar-model";
import { detectArMode, platformOf } from "./ar-support";

const env = (userAgent: string, { arLink = false, touch = 0, xr = false } = {}) => ({
  userAgent,
  supportsArLink: arLink,
  maxTouchPoints: touch,
  immersiveAr: async () => xr,
});

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const QUEST = "Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0 Chrome/126.0.0.0 VR Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

describe("detectArMode", () => {
  it("picks AR Quick Look where <a rel=ar> is supported, Scene Viewer on Android, WebXR where immersive-ar is, else a QR code on a desktop", async () => {
    expect(await detectArMode(env(IPHONE, { arLink: true }))).toBe("quick-look");
    expect(await detectArMode(env(IPAD, { arLink: true, touch: 5 }))).toBe("quick-look");
    expect(await detectArMode(env(ANDROID, { xr: true }))).toBe("scene-viewer");
    expect(await detectArMode(env(QUEST, { xr: true }))).toBe("webxr");
    expect(await detectArMode(env(DESKTOP))).toBe("qr");
  });

  it("offers nothing on a phone or tablet that can do none of it (an iPad says it is a Mac)", async () => {
    expect(await detectArMode(env(IPHONE))).toBe("none");
    expect(await detectArMode(env(IPAD, { touch: 5 }))).toBe("none");
    expect(await detectArMode(env(QUEST))).toBe("none");
  });

  it("names the platform analytics records", () => {
    expect(["quick-look", "scene-viewer", "webxr", "qr"].map((m) => platformOf(m as never))).toEqual(["ios", "android", "webxr", "desktop"]);
  });
});

describe("sceneViewerUrl", () => {
  const model = {
    name: "Oak table",
    url: "/files/table.glb",
    bytes: 1,
    interactive: true,
    productId: null,
    scale: 1,
    ar: { usdz: "/files/table.usdz", placement: "wall" },
  } as ArModel;

  it("opens the GLB in Scene Viewer at real size, on a wall when it hangs there, and comes back to the page without the app", () => {
    const url = sceneViewerUrl(model, "https://shop.example/abc#ar=m1");
    expect(url.startsWith("intent://arvr.google.com/scene-viewer/1.2?")).toBe(true);
    const params = new URLSearchParams(url.split("?")[1]!.split("#")[0]);
    expect(params.get("file")).toBe("https://shop.example/files/table.glb");
    expect(params.get("resizable")).toBe("false");
    expect(params.get("enable_vertical_placement")).toBe("true");
    expect(params.get("title")).toBe("Oak table");
    expect(url).toContain(`S.browser_fallback_url=${encodeURIComponent("https://shop.example/abc#ar=m1")};end;`);
  });
});
