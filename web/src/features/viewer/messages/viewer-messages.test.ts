import { describe, expect, it } from "vitest";
import { translate, type CompiledCatalogue, type MessageParams } from "@/lib/i18n/translate";
import en from "./en.json?messages";
import de from "./de.json?messages";
import fr from "./fr.json?messages";

/** The viewer's own rules; `lib/i18n/catalogues.test.ts` checks every catalogue's keys and arguments. */
const translator = (messages: CompiledCatalogue) => (key: string, params?: MessageParams) => translate(messages, en, key, params);
const t = { en: translator(en), fr: translator(fr), de: translator(de) };

describe("the viewer's messages in each language", () => {
  it("count the preview's issues with each language's plural rules", () => {
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

  it("fall back to English for a message a language leaves empty, never to an empty label", () => {
    expect(translate({ ...fr, retry: "" }, en, "retry")).toBe("Try again");
  });
});
