import { describe, expect, it } from "vitest";
import { parseTags } from "./tags";

describe("parseTags", () => {
  it("parses typed tags into the list the API stores", () => {
    expect(parseTags("Table, walnut ,, wood, table")).toEqual(["table", "walnut", "wood"]);
    expect(parseTags(" Promo, summer ,promo,, ")).toEqual(["promo", "summer"]);
    expect(parseTags("  ")).toEqual([]);
  });
});
