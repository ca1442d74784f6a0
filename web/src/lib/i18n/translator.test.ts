import { describe, expect, it } from "vitest";
import { createTranslator, type MessagesOf } from "./translator";

const source = {
  hello: "Hello {name}",
  only: "Only in English",
  questions: { one: "# question", other: "# questions" },
  left: "{count} left",
};

const french = {
  hello: "Bonjour {name}",
  only: "",
  questions: { one: "# question", other: "# questions" },
  left: "{count} restants",
} satisfies MessagesOf<typeof source>;

// A catalogue that lacks a key of the source one does not compile.
// @ts-expect-error `left` is missing
const incomplete: MessagesOf<typeof source> = { hello: "Hallo {name}", only: "Nur", questions: { other: "# Fragen" } };

describe("createTranslator", () => {
  it("fills {name} placeholders and leaves unknown ones visible", () => {
    const t = createTranslator("en", null, source);
    expect(t("hello", { name: "Ada" })).toBe("Hello Ada");
    expect(t("hello")).toBe("Hello {name}");
  });

  it("writes numbers in placeholders the locale's way", () => {
    expect(createTranslator("en", null, source)("left", { count: 1249 })).toBe("1,249 left");
    expect(createTranslator("de", incomplete, source)("left", { count: 1249 })).toBe("1.249 left");
    expect(createTranslator("fr", french, source)("left", { count: 1249 }).replace(/\s/g, " ")).toBe("1 249 restants");
  });

  it("picks the plural form with the locale's rules, # standing for the count", () => {
    const en = createTranslator("en", null, source);
    expect(en("questions", { count: 0 })).toBe("0 questions");
    expect(en("questions", { count: 1 })).toBe("1 question");
    expect(en("questions", { count: 2 })).toBe("2 questions");
    // French counts 0 and 1 as "one"; English does not.
    const fr = createTranslator("fr", french, source);
    expect(fr("questions", { count: 0 })).toBe("0 question");
    expect(fr("questions", { count: 1 })).toBe("1 question");
    expect(fr("questions", { count: 2 })).toBe("2 questions");
    const de = createTranslator("de", incomplete, source);
    expect(de("questions", { count: 0 })).toBe("0 Fragen");
    expect(de("questions", { count: 1 })).toBe("1 Fragen");
    expect(de("questions", { count: 1000 })).toBe("1.000 Fragen");
  });

  it("uses `other` when the locale's category has no form", () => {
    const t = createTranslator("en", { questions: { other: "# items" } }, source);
    expect(t("questions", { count: 1 })).toBe("1 items");
  });

  it("falls back to English for a missing or empty message, and never returns an empty string", () => {
    const de = createTranslator("de", incomplete, source);
    expect(de("hello", { name: "Ada" })).toBe("Hallo Ada");
    expect(de("left", { count: 2 })).toBe("2 left");
    expect(createTranslator("fr", french, source)("only")).toBe("Only in English");
    expect(createTranslator("fr", null, source)("hello", { name: "Ada" })).toBe("Hello Ada");
    // A key no catalogue has (only possible past the types): the key itself, not nothing.
    expect(createTranslator("fr", french, source)("missing" as keyof typeof source)).toBe("missing");
  });
});
