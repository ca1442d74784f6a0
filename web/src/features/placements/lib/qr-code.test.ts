// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { placementUrl, qrFileName, qrSvg, shortUrl } from "./qr-code";

describe("QR codes", () => {
  it("points at the tenant's viewer address, else this console's origin", () => {
    expect(placementUrl("https://qr.example.com/", "abc")).toBe("https://qr.example.com/abc");
    expect(placementUrl(null, "abc")).toBe(`${window.location.origin}/abc`);
    expect(shortUrl("https://qr.example.com/abc")).toBe("qr.example.com/abc");
  });

  it("names downloads after the placement", () => {
    expect(qrFileName("Entrée — Rivoli #2", "svg")).toBe("qr-entree-rivoli-2.svg");
    expect(qrFileName("***", "png")).toBe("qr-placement.png");
  });

  it("draws an SVG of the requested size, denser with more error correction", async () => {
    const low = await qrSvg("https://qr.example.com/abc", { size: 300, level: "L" });
    const high = await qrSvg("https://qr.example.com/abc", { size: 300, level: "H" });
    expect(low).toMatch(/^<svg[^>]+width="300"/);
    const modules = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    expect(modules(high)).toBeGreaterThan(modules(low));
  });
});
