import { expect } from "chai";
import { contrastRatio, defaultTheme, parseHexColor, readableTextOn, relativeLuminance, themeContrastChecks, themeContrastWarnings } from "@vitrine/contract";

describe("WCAG contrast", () => {
  it("computes relative luminance and ratios as WCAG 2.1 defines them", () => {
    expect(relativeLuminance("#000000")).to.equal(0);
    expect(relativeLuminance("#FFFFFF")).to.equal(1);
    expect(contrastRatio("#000000", "#ffffff")).to.equal(21);
    expect(contrastRatio("#ffffff", "#000000")).to.equal(21);
    expect(contrastRatio("#777777", "#777777")).to.equal(1);
    // Known reference values.
    expect(contrastRatio("#767676", "#ffffff")).to.be.closeTo(4.54, 0.01);
    expect(contrastRatio("#777777", "#ffffff")).to.be.closeTo(4.48, 0.01);
    expect(contrastRatio("#1f6feb", "#ffffff")).to.be.closeTo(4.63, 0.01);
  });

  it("parses only six-digit hex colours", () => {
    expect(parseHexColor("#1A2b3c")).to.deep.equal([26, 43, 60]);
    expect(parseHexColor("#abc")).to.equal(null);
    expect(parseHexColor("red")).to.equal(null);
  });

  it("puts white or black text on a button, whichever reads better", () => {
    expect(readableTextOn("#1f6feb")).to.equal("#ffffff");
    expect(readableTextOn("#ffd700")).to.equal("#000000");
  });

  it("passes the default theme", () => {
    expect(themeContrastWarnings(defaultTheme().colors)).to.deep.equal([]);
    expect(themeContrastChecks(defaultTheme().colors).map((c) => c.pair)).to.deep.equal(["text-background", "button-text-primary", "accent-background"]);
  });

  it("warns on each unreadable pair with its ratio and what AA needs, never rounding up to a pass", () => {
    const warnings = themeContrastWarnings({ primary: "#cccccc", background: "#ffffff", text: "#777777", accent: "#ffff00" });
    expect(warnings.map((w) => [w.pair, w.ratio, w.required])).to.deep.equal([
      ["text-background", 4.47, 4.5],
      ["accent-background", 1.07, 3],
    ]);
    expect(warnings[0]!.message).to.equal("Text on background: 4.47:1 is hard to read. AA needs 4.5:1 for text.");
    expect(warnings[1]!.message).to.equal("Accent on background: 1.07:1 is hard to read. AA needs 3:1 for markers and highlights.");
  });

  it("checks the primary button's label, and skips colours still being typed", () => {
    const [button] = themeContrastWarnings({ primary: "#ff8c00", background: "#ffffff", text: "#000000", accent: "#000000" });
    // Orange: black label (8.9:1) reads better than white; both are checked against 4.5.
    expect(button).to.equal(undefined);
    const mid = themeContrastChecks({ primary: "#808080", background: "#fff", text: "#000000", accent: "#00" });
    expect(mid.map((c) => c.pair)).to.deep.equal(["button-text-primary"]);
    const grey = themeContrastWarnings({ primary: "#949494", background: "#ffffff", text: "#000000", accent: "#000000" });
    expect(grey).to.have.length(0);
  });
});
