import { describe, expect, it } from "vitest";
import { describeBrands, formatLastUsed } from "./describe-key";

describe("describeBrands", () => {
  const names = new Map([
    ["b1", "Acme Home"],
    ["b2", "Acme Kids"],
  ]);
  it("names the brands a key covers", () => {
    const key = (brandIds: "all" | string[]) => ({ scope: "read" as const, brandIds });
    expect(describeBrands(key("all"), names)).toBe("All brands");
    expect(describeBrands(key(["b1"]), names)).toBe("Acme Home");
    expect(describeBrands(key(["b1", "b2", "b3"]), names)).toBe("Acme Home and 2 more");
    expect(describeBrands(key(["x1", "x2"]), names)).toBe("2 brands");
    // An audit key reads the log only: "All brands" would claim it reads them.
    expect(describeBrands({ scope: "audit", brandIds: "all" }, names)).toBe("None");
  });
});

describe("formatLastUsed", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  it("says when, relative to now", () => {
    expect(formatLastUsed(null, now)).toBe("Never");
    expect(formatLastUsed("2026-03-10T11:59:30Z", now)).toBe("Just now");
    expect(formatLastUsed("2026-03-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatLastUsed("2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatLastUsed("2026-03-09T12:00:00Z", now)).toBe("Yesterday");
    expect(formatLastUsed("2026-02-17T12:00:00Z", now)).toBe("3 weeks ago");
  });
});
