import MessageFormat from "@messageformat/core";
import { describe, expect, it } from "vitest";
import { CONSOLE_LANGUAGES, VIEWER_LANGUAGES } from "./language";

/**
 * Every catalogue, the console's and the viewer's (`messages/<language>.json` beside the code that uses it), against its
 * English source: the same keys, messages that compile as ICU MessageFormat, and the same
 * arguments, so a translation can neither miss a text nor lose a name or a count.
 */
const files = import.meta.glob<Record<string, string>>(["/src/**/messages/*.json", "!/src/lib/i18n/fixtures/**"], { eager: true, import: "default" });

const byFolder = new Map<string, Map<string, Record<string, string>>>();
for (const [path, messages] of Object.entries(files)) {
  const [, folder, language] = /^(.*)\/messages\/(\w+)\.json$/.exec(path)!;
  if (!byFolder.has(folder)) byFolder.set(folder, new Map());
  byFolder.get(folder)!.set(language, messages);
}

/** The names a message reads: `{name}`, `{count, plural, …}`, also inside plural branches. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

describe("console message catalogues", () => {
  it("exist", () => {
    expect(byFolder.size).toBeGreaterThan(0);
  });

  for (const [folder, languages] of byFolder) {
    describe(folder.replace(/^\/src\//, ""), () => {
      const english = languages.get("en");
      it("have an English source and every language of their app", () => {
        expect(english).toBeDefined();
        // The public viewer speaks more languages than the console.
        const expected = /^\/src\/features\/viewer(\/|$)/.test(folder) ? VIEWER_LANGUAGES : CONSOLE_LANGUAGES;
        expect([...languages.keys()].sort()).toEqual([...expected].sort());
      });
      for (const [language, messages] of languages) {
        it(`${language}: same keys as English, valid ICU, same arguments`, () => {
          expect(Object.keys(messages).sort()).toEqual(Object.keys(english ?? {}).sort());
          const format = new MessageFormat(language);
          for (const [key, message] of Object.entries(messages)) {
            expect(typeof message, key).toBe("string");
            expect(message.trim(), `${language} ${key} is empty`).not.toBe("");
            expect(() => format.compile(message), `${language} ${key}`).not.toThrow();
            expect(argumentsOf(message), `${language} ${key}`).toEqual(argumentsOf(english?.[key] ?? ""));
          }
        });
      }
    });
  }
});
