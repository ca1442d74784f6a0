import { describe, expect, it } from "vitest";
import { srcSetOf } from "./srcset";

describe("srcSetOf", () => {
  it("lists each copy with its width, so the browser picks the one the slot needs", () => {
    expect(
      srcSetOf([
        { url: "https://cdn.test/i/variants/320w.webp", width: 320 },
        { url: "https://cdn.test/i/variants/640w.webp", width: 640 },
      ]),
    ).toBe("https://cdn.test/i/variants/320w.webp 320w, https://cdn.test/i/variants/640w.webp 640w");
  });

  it("is absent without copies, and keeps a URL with a comma or space in one piece", () => {
    expect(srcSetOf([])).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
    expect(srcSetOf([{ url: "https://cdn.test/a b,c.webp", width: 320 }])).toBe("https://cdn.test/a%20b%2Cc.webp 320w");
  });
});
