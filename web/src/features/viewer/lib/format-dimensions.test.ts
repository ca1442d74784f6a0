import { describe, expect, it } from "vitest";
import { formatDimensions, unitFor } from "./format-dimensions";

describe("a product's dimensions in the visitor's units", () => {
  it("measures in inches where the first language's country does, in centimetres elsewhere", () => {
    expect(unitFor(["en-US", "fr-FR"])).toBe("in");
    expect(unitFor(["en-LR"])).toBe("in");
    expect(unitFor(["en-GB"])).toBe("cm");
    expect(unitFor(["fr-FR", "en-US"])).toBe("cm");
    // A language alone is read as its likeliest country: English as the United States'.
    expect(unitFor(["en"])).toBe("in");
    expect(unitFor(["de"])).toBe("cm");
    expect(unitFor(["not a tag!"])).toBe("cm");
    expect(unitFor([])).toBe("cm");
  });

  it("writes width × height × depth in whole centimetres or half inches, in the viewer's language", () => {
    const table = { width: 1.6, height: 0.75, depth: 0.904 };
    expect(formatDimensions(table, "cm", "en").text).toBe("160 × 75 × 90 cm");
    expect(formatDimensions(table, "in", "en")).toEqual({ width: "63", height: "29.5", depth: "35.5", unit: "in", text: "63 × 29.5 × 35.5 in" });
    expect(formatDimensions({ width: 12.5, height: 0.05, depth: 1 }, "cm", "fr").text).toBe("1\u202f250 × 5 × 100 cm");
    expect(formatDimensions({ width: 0.1, height: 0.1, depth: 0.1 }, "in", "de").text).toBe("4 × 4 × 4 in");
  });
});
