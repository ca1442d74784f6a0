import { describe, expect, it } from "vitest";
import { canvasResolution } from "./canvas-resolution";

describe("canvasResolution", () => {
  it("supersamples a 1x screen at rest and halves it while moving", () => {
    const { rest, movingFactor } = canvasResolution(1);
    expect(rest).toBe(1.5);
    expect(rest * movingFactor).toBe(0.5);
  });

  it("draws a 2x or 3x screen at 2, and at 1 while moving", () => {
    for (const ratio of [2, 3]) {
      const { rest, movingFactor } = canvasResolution(ratio);
      expect(rest).toBe(2);
      expect(rest * movingFactor).toBe(1);
    }
  });

  it("treats an unknown or zoomed-out ratio as 1x", () => {
    expect(canvasResolution(0).rest).toBe(1.5);
    expect(canvasResolution(0.8).rest * canvasResolution(0.8).movingFactor).toBe(0.5);
  });
});
