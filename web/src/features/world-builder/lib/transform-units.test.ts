import { describe, expect, it } from "vitest";
import { placedTransform } from "./editor-state";
import { fieldValue, parseFieldNumber, withFieldValue } from "./transform-units";

describe("transform fields", () => {
  it("shows rotation in degrees and stores radians", () => {
    const turned = withFieldValue(placedTransform({ x: 0, y: 0, z: 0 }), "rotation", "y", 90);
    expect(turned.rotation.y).toBeCloseTo(Math.PI / 2, 10);
    expect(fieldValue(turned, "rotation", "y")).toBe(90);
  });

  it("parses typed numbers, with a decimal comma too, and refuses the rest", () => {
    expect(parseFieldNumber("1.5")).toBe(1.5);
    expect(parseFieldNumber(" -0,25 ")).toBe(-0.25);
    expect(parseFieldNumber(".5")).toBe(0.5);
    expect(parseFieldNumber("1e2")).toBe(100);
    expect(parseFieldNumber("")).toBeNull();
    expect(parseFieldNumber("abc")).toBeNull();
    expect(parseFieldNumber("1.2.3")).toBeNull();
  });
});
