import { describe, expect, it } from "vitest";
import { fold, matchesSearch } from "./search";

const cafe = { name: "Round Café Table", tags: ["table", "cafe", "metal"] };
const coffee = { name: "Glass Coffee Table", tags: ["table", "coffee", "glass", "living room"] };

describe("matchesSearch", () => {
  it("matches everything for an empty search", () => {
    expect(matchesSearch(cafe, "  ")).toBe(true);
  });

  it("matches the start of any word of the name, ignoring case and accents", () => {
    expect(matchesSearch(cafe, "caf")).toBe(true);
    expect(matchesSearch(cafe, "ROUND")).toBe(true);
    expect(matchesSearch(cafe, "ound")).toBe(false);
  });

  it("matches tags, including multi-word ones", () => {
    expect(matchesSearch(coffee, "living")).toBe(true);
    expect(matchesSearch(cafe, "metal")).toBe(true);
    expect(matchesSearch(coffee, "metal")).toBe(false);
  });

  it("needs every word of the search", () => {
    expect(matchesSearch(coffee, "glass tab")).toBe(true);
    expect(matchesSearch(coffee, "glass oak")).toBe(false);
  });
});

describe("fold", () => {
  it("lower-cases and strips accents", () => {
    expect(fold("Café ÉTÉ")).toBe("cafe ete");
  });
});
