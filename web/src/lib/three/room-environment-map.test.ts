import { PMREMGenerator } from "three";
import { describe, expect, it } from "vitest";
import { GGX_SAMPLES, levelRoughness, lodBias, sampledLevels } from "./room-environment-map";

// In three's code since r18x, not yet in its published types.
const threeLodToRoughness = (PMREMGenerator as unknown as { lodToRoughness(lod: number, maxLod: number): number }).lodToRoughness;

describe("the room environment's prefiltered levels", () => {
  it("lists the faces from the full size down to 8 px, as three's prefilter does", () => {
    // three's generator lists log2(size) - 3 + 1 levels; its materials read the count.
    expect(sampledLevels(256)).toBe(6);
    expect(sampledLevels(128)).toBe(5);
    expect(sampledLevels(8)).toBe(1);
  });

  it("gives each level the roughness three's materials will look it up by", () => {
    for (const maxLevel of [4, 5]) {
      for (let level = 0; level <= maxLevel; level += 1) {
        expect(levelRoughness(level, maxLevel)).toBeCloseTo(threeLodToRoughness(level, maxLevel), 12);
      }
    }
    expect(levelRoughness(0, 4)).toBe(0);
    expect(levelRoughness(4, 4)).toBe(1);
  });

  it("reads the source as it is for a mirror and coarser mips for fewer samples", () => {
    expect(lodBias(128, 0)).toBe(0);
    // Each halving of the sample count moves a sample's footprint half a level up.
    expect(lodBias(128, 0.5, GGX_SAMPLES / 2) - lodBias(128, 0.5, GGX_SAMPLES)).toBeCloseTo(0.5, 12);
    // Twice the face size, twice the texels under one sample: one level further down.
    expect(lodBias(256, 0.5) - lodBias(128, 0.5)).toBeCloseTo(1, 12);
  });
});
