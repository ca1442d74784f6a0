import type { TranslatableText } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { changedTexts, filterTexts, statusOf } from "./translation-filter";

const text = (key: string, source: string, fr?: { text: string; outdated: boolean }): TranslatableText => ({
  key,
  kind: "product",
  context: `Product · ${key}`,
  source,
  translations: fr ? { fr } : {},
});

const texts = [
  text("a", "Oak table", { text: "Table en chêne", outdated: false }),
  text("b", "Walnut chair", { text: "Chaise", outdated: true }),
  text("c", "Linen sofa"),
];

describe("translation filter", () => {
  it("tells missing, outdated and current translations apart", () => {
    expect(texts.map((t) => statusOf(t, "fr"))).toEqual(["translated", "outdated", "missing"]);
    expect(statusOf(texts[0]!, "de")).toBe("missing");
  });

  it("lists what is left to do, or what is done, and searches every column", () => {
    expect(filterTexts(texts, "fr", "to-do", "").map((t) => t.key)).toEqual(["b", "c"]);
    expect(filterTexts(texts, "fr", "translated", "").map((t) => t.key)).toEqual(["a"]);
    expect(filterTexts(texts, "fr", "all", "chêne").map((t) => t.key)).toEqual(["a"]);
    expect(filterTexts(texts, "fr", "all", "product sofa").map((t) => t.key)).toEqual(["c"]);
  });

  it("saves only drafts that change something, clearing emptied ones", () => {
    expect(changedTexts(texts, "fr", { a: "Table en chêne ", b: "Chaise en noyer", c: "", d: "unknown" })).toEqual({ b: "Chaise en noyer" });
    expect(changedTexts(texts, "fr", { a: "  " })).toEqual({ a: null });
  });
});
