import { describe, expect, it } from "vitest";
import { fixtureManifest } from "./fixtures/manifest";
import { buildRenderPlan } from "./render-plan";
import { changesScene, clampStep, dotGroups, firstStepOfScene, nextStep, previousStep, tourPosition } from "./tour";

const { steps } = buildRenderPlan(fixtureManifest);

describe("walking through the tour", () => {
  it("goes forward and back one segment at a time, stopping at the ends", () => {
    expect(nextStep(steps, 0)).toBe(1);
    expect(nextStep(steps, 4)).toBe(4);
    expect(previousStep(steps, 1)).toBe(0);
    expect(previousStep(steps, 0)).toBe(0);
    expect(clampStep(steps, 99)).toBe(4);
    expect(clampStep([], 3)).toBe(0);
  });

  it("knows where each scene starts and when a move changes scene", () => {
    expect(firstStepOfScene(steps, 0)).toBe(0);
    expect(firstStepOfScene(steps, 1)).toBe(2);
    expect(firstStepOfScene(steps, 7)).toBe(-1);
    expect(changesScene(steps, 1, 2)).toBe(true);
    expect(changesScene(steps, 2, 4)).toBe(false);
  });

  it("says where the visitor is, overall and within the scene", () => {
    expect(tourPosition(steps, 0)).toEqual({ index: 0, count: 5, isFirst: true, isLast: false, inScene: { number: 1, count: 2 } });
    expect(tourPosition(steps, 3)).toEqual({ index: 3, count: 5, isFirst: false, isLast: false, inScene: { number: 2, count: 3 } });
    expect(tourPosition(steps, 4).isLast).toBe(true);
  });

  it("groups the progress dots by scene", () => {
    expect(dotGroups(steps).map((group) => group.map((step) => step.index))).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });
});
