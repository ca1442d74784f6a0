import { describe, expect, it } from "vitest";
import { AA_TEXT, contrastRatio, WHITE } from "@vitrine/contract/contrast";
import { PALETTE } from "./experience-colours";

describe("experience colours", () => {
  it("carry the timeline's white labels at AA contrast, every one of them", () => {
    const weak = PALETTE.filter((colour) => contrastRatio(colour, WHITE) < AA_TEXT).map((colour) => `${colour}: ${contrastRatio(colour, WHITE).toFixed(2)}`);
    expect(weak).toEqual([]);
  });
});
