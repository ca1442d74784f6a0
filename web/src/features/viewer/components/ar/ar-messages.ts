import { translate, type CompiledCatalogue, type MessageParams } from "@/lib/i18n/translate";
import type Source from "./messages/en.json";
import en from "./messages/en.json?messages";
import de from "./messages/de.json?messages";
import fr from "./messages/fr.json?messages";

/** The AR strings live here, loaded with the AR module, so the viewer's first load carries none of them. */
const catalogues: Record<string, CompiledCatalogue> = { en, de, fr };

export type ArMessageKey = keyof typeof Source & string;

export function arMessages(language: string) {
  const table = catalogues[language] ?? en;
  return (key: ArMessageKey, values: MessageParams = {}) => translate(table, en, key, values);
}
