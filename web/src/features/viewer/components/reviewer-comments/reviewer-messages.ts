import { translate, type CompiledCatalogue, type MessageParams } from "@/lib/i18n/translate";
import type Source from "./messages/en.json";
import en from "./messages/en.json?messages";
import de from "./messages/de.json?messages";
import fr from "./messages/fr.json?messages";

/** The reviewers' strings load with their module, so a preview's first load carries none of them. */
const catalogues: Record<string, CompiledCatalogue> = { en, de, fr };

export type ReviewerMessageKey = keyof typeof Source & string;

export function reviewerMessages(language: string) {
  const table = catalogues[language] ?? en;
  return (key: ReviewerMessageKey, values: MessageParams = {}) => translate(table, en, key, values);
}
