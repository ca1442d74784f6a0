import { describe, expect, it } from "vitest";
import { createTranslator } from "@/lib/i18n/translator";
import { messages as de } from "./de";
import { en } from "./en";
import { messages as fr } from "./fr";

const placeholders = (entry: string | object) =>
  (typeof entry === "string" ? [entry] : Object.values(entry)).flatMap((text: string) => text.match(/\{\w+\}|#/g) ?? []).sort();

describe.each([
  ["fr", fr],
  ["de", de],
])("the %s catalogue", (language, messages) => {
  it("translates every English message, with the same placeholders", () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, entry] of Object.entries(messages)) {
      const values = typeof entry === "string" ? [entry] : Object.values(entry);
      expect(values.every((value) => value.trim() !== ""), key).toBe(true);
      expect([...new Set(placeholders(entry))], key).toEqual([...new Set(placeholders(en[key as keyof typeof en]))]);
    }
  });

  it("has the plural forms its language uses", () => {
    for (const entry of Object.values(messages)) {
      if (typeof entry === "string") continue;
      for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) expect(entry).toHaveProperty(category);
    }
  });
});

describe("the viewer's messages in each language", () => {
  const t = { en: createTranslator("en", null, en), fr: createTranslator("fr", fr, en), de: createTranslator("de", de, en) };

  it("count the preview's issues", () => {
    expect(t.en("previewIssues", { count: 1 })).toBe("1 issue to fix before publishing");
    expect(t.en("previewIssues", { count: 3 })).toBe("3 issues to fix before publishing");
    expect(t.fr("previewIssues", { count: 1 })).toBe("1 problème à corriger avant publication");
    expect(t.fr("previewIssues", { count: 3 })).toBe("3 problèmes à corriger avant publication");
    expect(t.fr("previewIssues", { count: 1_000_000 }).replace(/\s/g, " ")).toBe("1 000 000 de problèmes à corriger avant publication");
    expect(t.de("previewIssues", { count: 1 })).toBe("1 Problem vor dem Veröffentlichen zu beheben");
    expect(t.de("previewIssues", { count: 3 })).toBe("3 Probleme vor dem Veröffentlichen zu beheben");
  });

  it("name what could not be shown", () => {
    expect(t.en("modelsFailed", { count: 2 })).toBe("2 items could not be shown.");
    expect(t.fr("modelsFailed", { count: 2 })).toBe("2 éléments n'ont pas pu être affichés.");
    expect(t.de("modelsFailed", { count: 2 })).toBe("2 Elemente konnten nicht angezeigt werden.");
    expect(t.fr("modelFailed", { name: "Walnut Side Table" })).toBe("Walnut Side Table n'a pas pu être affiché.");
  });

  it("fill the tour's step label", () => {
    const params = { number: 2, count: 5, title: "Oak" };
    expect(t.en("stepOf", params)).toBe("Step 2 of 5: Oak");
    expect(t.fr("stepOf", params)).toBe("Étape 2 sur 5 : Oak");
    expect(t.de("stepOf", params)).toBe("Schritt 2 von 5: Oak");
  });
});
