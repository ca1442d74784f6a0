import { describe, expect, it } from "vitest";
import { mapLink, parseCoordinate, splitPastedPair } from "./coordinates";

describe("parseCoordinate", () => {
  it("reads decimal degrees, signs, a decimal comma and a typographic minus", () => {
    expect(parseCoordinate("48.8566", "Latitude")).toEqual({ value: 48.8566, error: null });
    expect(parseCoordinate(" -33.86 ", "Latitude")).toEqual({ value: -33.86, error: null });
    expect(parseCoordinate("48,8566", "Latitude")).toEqual({ value: 48.8566, error: null });
    expect(parseCoordinate("\u22120.1276", "Longitude")).toEqual({ value: -0.1276, error: null });
    expect(parseCoordinate("2", "Longitude")).toEqual({ value: 2, error: null });
  });

  it("says what is wrong with empty or non-numeric input (ranges are the schema's job)", () => {
    expect(parseCoordinate("", "Latitude").error).toBe("Latitude is required");
    expect(parseCoordinate("north", "Latitude").error).toMatch(/^Latitude must be a number/);
    expect(parseCoordinate("1e5", "Longitude").error).toMatch(/^Longitude must be a number/);
    expect(parseCoordinate("-", "Longitude").error).toMatch(/must be a number/);
    expect(parseCoordinate("123", "Latitude")).toEqual({ value: 123, error: null });
  });
});

describe("splitPastedPair", () => {
  it("splits a position copied from a map into its two halves", () => {
    expect(splitPastedPair("48.8566, 2.3522")).toEqual({ lat: "48.8566", lng: "2.3522" });
    expect(splitPastedPair("48.8566,2.3522")).toEqual({ lat: "48.8566", lng: "2.3522" });
    expect(splitPastedPair("-33.86 151.21")).toEqual({ lat: "-33.86", lng: "151.21" });
  });

  it("leaves a single number alone, decimal comma included", () => {
    expect(splitPastedPair("48.8566")).toBeNull();
    expect(splitPastedPair("48,85")).toBeNull();
    expect(splitPastedPair("Rue de Rivoli")).toBeNull();
  });
});

it("links to the point on OpenStreetMap", () => {
  expect(mapLink(48.8566, 2.3522)).toBe("https://www.openstreetmap.org/?mlat=48.8566&mlon=2.3522#map=17/48.8566/2.3522");
});
