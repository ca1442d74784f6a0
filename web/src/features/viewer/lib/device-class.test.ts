import { describe, expect, it } from "vitest";
import { fixtureManifest } from "./fixtures/manifest";
import { deviceClassOf, modelFileFor } from "./device-class";
import { buildRenderPlan, sceneModelFiles } from "./render-plan";

const desktop = { screenShortSide: 900, deviceMemoryGb: 8, saveData: false };

describe("device class", () => {
  it("is a phone on a small screen, with 4 GB of memory or less, or when Save-Data is on; else a desktop", () => {
    expect(deviceClassOf(desktop)).toBe("desktop");
    expect(deviceClassOf({ ...desktop, deviceMemoryGb: undefined })).toBe("desktop");
    expect(deviceClassOf({ ...desktop, screenShortSide: 390 })).toBe("phone");
    expect(deviceClassOf({ ...desktop, deviceMemoryGb: 4 })).toBe("phone");
    expect(deviceClassOf({ ...desktop, saveData: true })).toBe("phone");
  });

  it("takes the device's variant of a model, else the optimised file", () => {
    const model = { url: "o.glb", bytes: 900, variants: { phone: { url: "p.glb", bytes: 100 } } };
    expect(modelFileFor(model, "phone")).toEqual({ url: "p.glb", bytes: 100, meshopt: true });
    expect(modelFileFor(model, "desktop")).toEqual({ url: "o.glb", bytes: 900, meshopt: true });
    // No variants: a sample, or a model from before the pipeline made them (not known to be compressed).
    expect(modelFileFor({ url: "o.glb", bytes: 900 }, "phone")).toEqual({ url: "o.glb", bytes: 900, meshopt: false });
  });

  it("gives the render plan the phone files on a phone and the desktop files on a desktop", () => {
    const manifest = structuredClone(fixtureManifest);
    const [id, model] = Object.entries(manifest.models)[0]!;
    model.variants = { phone: { url: `${id}.phone.glb`, bytes: 10, triangles: 5 }, desktop: { url: `${id}.desktop.glb`, bytes: 20, triangles: 9 } };
    const urls = (device: "phone" | "desktop") => buildRenderPlan(manifest, device).scenes.flatMap((scene) => sceneModelFiles(scene).map((f) => f.url));
    expect(urls("phone")).toContain(`${id}.phone.glb`);
    expect(urls("phone")).not.toContain(`${id}.desktop.glb`);
    expect(urls("desktop")).toContain(`${id}.desktop.glb`);
    expect(urls("desktop")).not.toContain(model.url);
  });
});
