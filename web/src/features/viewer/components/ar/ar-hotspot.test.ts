import { describe, expect, it } from "vitest";
import { rotateXYZ } from "../../lib/render-plan";
import { hotspotOnModel, unrotateXYZ } from "./ar-hotspot";

const close = (actual: readonly number[], expected: readonly number[]) => actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 9));

describe("A product's hotspot on its model in AR", () => {
  it("undoes a rotation in three.js's XYZ order", () => {
    const rotation = [0.4, -1.1, 2.3] as const;
    close(unrotateXYZ(rotateXYZ([0.3, 1.2, -0.7], rotation), rotation), [0.3, 1.2, -0.7]);
  });

  it("carries the scene's point into the model's own coordinates through the placement showing it", () => {
    // The model's local point (0.2, 0.75, 0) on a table turned a quarter, doubled and moved.
    const placement = { modelId: "table", position: [3, 0, -2] as const, rotation: [0, Math.PI / 2, 0] as const, scale: [2, 2, 2] as const };
    const turned = rotateXYZ([0.4, 1.5, 0], placement.rotation);
    const inScene = [turned[0] + 3, turned[1], turned[2] - 2] as const;
    close(hotspotOnModel([placement], "table", inScene)!, [0.2, 0.75, 0]);
  });

  it("takes the placement nearest the hotspot when the scene shows the model twice, and none when it shows it nowhere", () => {
    const at = (x: number) => ({ modelId: "chair", position: [x, 0, 0] as const, rotation: [0, 0, 0] as const, scale: [1, 1, 1] as const });
    close(hotspotOnModel([at(-4), at(4)], "chair", [4.1, 0.9, 0])!, [0.1, 0.9, 0]);
    expect(hotspotOnModel([at(0)], "table", [0, 1, 0])).toBeNull();
  });

  it("keeps the point on an axis the placement flattened", () => {
    const flat = { modelId: "rug", position: [0, 0, 0] as const, rotation: [0, 0, 0] as const, scale: [2, 0, 2] as const };
    close(hotspotOnModel([flat], "rug", [1, 0.1, 1])!, [0.5, 0.1, 0.5]);
  });
});
