// @vitest-environment node
import MessageFormat from "@messageformat/core";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONSOLE_LANGUAGES } from "@/lib/i18n/language";
import { extractServerSentences } from "./extract-server-sentences";
import { findSentence, hasWords, indexSentences } from "./translate-api-message";

/**
 * The API's own sentences (what its code writes into error envelopes) against the console's
 * catalogues of them: every sentence the functions write has a translation in every console
 * language besides English, keeping its values; nothing in a catalogue is a sentence the server
 * no longer writes; and each sentence, filled with values, is recognised as itself and not as
 * another template.
 */
const functionsSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../functions/src");
const sentences = extractServerSentences(functionsSrc);
const templates = [...new Set(sentences.map((sentence) => sentence.template))];
const catalogues = import.meta.glob<Record<string, string>>("./server-sentences/*.json", { eager: true, import: "default" });
const argumentsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the API's own sentences", () => {
  it("are read from the functions' source (their errors, not-found helpers and field issues)", () => {
    expect(templates.length).toBeGreaterThan(150);
    expect(templates).toContain("Brand not found");
    expect(templates).toContain("Version {version} is already live");
    expect(templates).toContain("Pick a store of this brand");
    expect(templates).toContain("You are not a member of {workspaceName} yet: ask one of its admins for an invitation");
  });

  for (const language of CONSOLE_LANGUAGES.filter((code) => code !== "en")) {
    describe(`in ${language}`, () => {
      const catalogue = catalogues[`./server-sentences/${language}.json`] ?? {};

      it("has every sentence the server writes", () => {
        const missing = sentences.filter((sentence) => !(sentence.template in catalogue)).map((s) => `${s.where}: ${s.template}`);
        expect(missing).toEqual([]);
      });

      it("has no sentence the server no longer writes", () => {
        expect(Object.keys(catalogue).filter((template) => !templates.includes(template))).toEqual([]);
      });

      it("keeps each sentence's values and compiles as ICU", () => {
        const format = new MessageFormat(language);
        for (const [english, translated] of Object.entries(catalogue)) {
          expect(translated.trim(), english).not.toBe("");
          expect(argumentsOf(translated), english).toEqual(argumentsOf(english));
          expect(() => format.compile(translated), english).not.toThrow();
        }
      });
    });
  }

  it("each, filled with values, is found as itself and not as another template", () => {
    const index = indexSentences(Object.fromEntries(templates.map((template) => [template, template])));
    const lost = templates.flatMap((template) => {
      const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => `‹${name}›`);
      const found = findSentence(index, filled);
      // Templates of values alone ("{code}: {message}") say nothing to translate.
      if (!found && !hasWords(template)) return [];
      const same = found && found.template.replace(/\{\w+\}/g, "{}") === template.replace(/\{\w+\}/g, "{}");
      return same ? [] : [`${template} -> ${found?.template}`];
    });
    expect(lost).toEqual([]);
  });
});
