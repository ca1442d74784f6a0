import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("writes the amount the way the locale does, with the currency", () => {
    expect(formatPrice(1249, "EUR", "en-US")).toBe("€1,249.00");
    expect(formatPrice(249.5, "USD", "en-US")).toBe("$249.50");
    expect(formatPrice(1249, "EUR", "de-DE").replace(/\s/g, " ")).toBe("1.249,00 €");
    expect(formatPrice(3000, "JPY", "en-US")).toBe("¥3,000");
  });

  it("accepts a lower-case code and falls back to amount + code for an unknown one", () => {
    expect(formatPrice(10, "gbp", "en-GB")).toBe("£10.00");
    expect(formatPrice(10, "X1Y", "en-US")).toBe("10.00 X1Y");
  });

  it("shows nothing for an amount that is not a number", () => {
    expect(formatPrice(Number.NaN, "EUR", "en-US")).toBe("");
  });
});
