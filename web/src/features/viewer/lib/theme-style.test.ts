import { defaultTheme } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn, themeStyle } from "./theme-style";

describe("themeStyle", () => {
  it("turns the theme into the viewer's CSS variables", () => {
    const colors = { primary: "#1f6feb", background: "#ffffff", text: "#111827", accent: "#f59e0b" };
    const style = themeStyle({ ...defaultTheme(), colors, fontFamily: "Georgia", buttonStyle: "pill" });
    expect(style).toMatchObject({
      "--viewer-primary": "#1f6feb",
      "--viewer-bg": "#ffffff",
      "--viewer-text": "#111827",
      "--viewer-accent": "#f59e0b",
      "--viewer-radius": "999px",
      "--viewer-scheme": "light",
    });
    expect(style["--viewer-font"]).toMatch(/^Georgia/);
  });

  it("picks readable text for buttons on the primary and accent colours", () => {
    expect(readableOn("#1f3a2e")).toBe("#ffffff");
    expect(readableOn("#f5d90a")).toBe("#111111");
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
  });

  it("says when the background is dark", () => {
    const dark = themeStyle({ ...defaultTheme(), colors: { ...defaultTheme().colors, background: "#101014" } });
    expect(dark["--viewer-scheme"]).toBe("dark");
  });
});
