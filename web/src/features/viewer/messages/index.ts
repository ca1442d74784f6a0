import type { ViewerLanguage } from "../lib/viewer-language";
import type { CompiledCatalogue, Translate } from "@/lib/i18n/translate";
import type Source from "./en.json";
import en from "./en.json?messages";

/**
 * The viewer's interface words, ICU MessageFormat catalogues compiled at build time like the
 * console's. English is bundled with the viewer; French and German are each a chunk fetched only
 * when chosen. The experience's own texts (scene names, products) come from the manifest.
 */
export { en as english };

export type ViewerTranslate = Translate<typeof Source>;
export type ViewerMessageKey = keyof typeof Source & string;

/** A language's catalogue; English is bundled and resolves to null, so does one that fails to load. */
export function loadMessages(language: ViewerLanguage): Promise<CompiledCatalogue | null> {
  if (language === "en") return Promise.resolve(null);
  return (language === "fr" ? import("./fr.json?messages") : import("./de.json?messages")).then((module) => module.default).catch(() => null);
}
