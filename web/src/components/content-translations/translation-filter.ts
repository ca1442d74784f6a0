import type { TranslatableText, TranslationStatus } from "@vitrine/contract";

export type TranslationFilter = "all" | "to-do" | "translated";

/** Where a text stands in `language`: no translation, one made from an older source text, or a current one. */
export function statusOf(text: TranslatableText, language: string): TranslationStatus {
  const translation = text.translations[language];
  return !translation ? "missing" : translation.outdated ? "outdated" : "translated";
}

/**
 * The texts to show: by status ("to do" is missing or outdated, what a translator works through),
 * then by words found in the context, the source or the translation.
 */
export function filterTexts(texts: TranslatableText[], language: string, filter: TranslationFilter, search: string): TranslatableText[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return texts.filter((text) => {
    const status = statusOf(text, language);
    if (filter === "to-do" && status === "translated") return false;
    if (filter === "translated" && status !== "translated") return false;
    if (words.length === 0) return true;
    const haystack = `${text.context} ${text.source} ${text.translations[language]?.text ?? ""}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The changes to save for one language: drafts that differ from the saved translation, an
 * emptied one clearing it (null).
 */
export function changedTexts(texts: TranslatableText[], language: string, drafts: Record<string, string>): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const text of texts) {
    const draft = drafts[text.key];
    if (draft === undefined) continue;
    const saved = text.translations[language]?.text ?? "";
    if (draft.trim() !== saved) changes[text.key] = draft.trim() === "" ? null : draft.trim();
  }
  return changes;
}
