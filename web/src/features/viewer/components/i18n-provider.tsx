import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { writeStored } from "@/lib/i18n/language";
import { translate, type CompiledCatalogue } from "@/lib/i18n/translate";
import { useDocumentLanguage } from "@/lib/i18n/use-document-language";
import { english, loadMessages, type ViewerTranslate } from "../messages";
import { initialLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, preferredLanguages, viewerLocale, type ViewerLanguage } from "../lib/viewer-language";
import { pickLanguage } from "@/lib/i18n/language";

interface I18n {
  language: ViewerLanguage;
  /** For Intl (prices, numbers): the browser's tag for that language when it has one. */
  locale: string;
  t: ViewerTranslate;
  /**
   * Any language the visitor picks: the interface follows when it has that language's words,
   * an experience translated into it shows its texts in it.
   */
  setLanguage: (language: string) => void;
  /** The visitor's languages, their own choice first: what an experience's content language is picked from. */
  preferred: readonly string[];
}

let inEnglish: I18n | undefined;
const I18nContext = createContext<I18n | null>(null);

/** The viewer's words in the chosen language (English outside a provider, as in component tests). */
export function useI18n(): I18n {
  return (
    useContext(I18nContext) ??
    (inEnglish ??= {
      language: "en",
      locale: "en",
      t: (key, params) => translate(english, english, key, params),
      setLanguage: () => undefined,
      preferred: preferredLanguages(),
    })
  );
}

/**
 * The viewer's interface language: picked from the browser, switched by the visitor (and
 * remembered), set as `<html lang>`. Until a first French or German catalogue has arrived,
 * `pending` is shown instead of English words that would change a moment later; a switch keeps
 * the current language on screen until the next one is there.
 */
export function I18nProvider({ pending, children }: { pending: ReactNode; children: ReactNode }) {
  const [chosen, setChosen] = useState(initialLanguage);
  const [preferred, setPreferred] = useState(preferredLanguages);
  const [shown, setShown] = useState<{ language: ViewerLanguage; messages: CompiledCatalogue | null } | null>(
    chosen === "en" ? { language: "en", messages: null } : null,
  );

  useEffect(() => {
    let current = true;
    void loadMessages(chosen).then((messages) => {
      // A catalogue that failed to load leaves the words in English.
      if (current) setShown({ language: messages ? chosen : "en", messages });
    });
    return () => {
      current = false;
    };
  }, [chosen]);

  const language = shown?.language ?? "en";
  useDocumentLanguage(language);

  const value = useMemo<I18n>(() => {
    const locale = viewerLocale(language);
    return {
      language,
      locale,
      t: (key, params) => translate(shown?.messages ?? english, english, key, params),
      setLanguage: (next) => {
        writeStored(LANGUAGE_STORAGE_KEY, next);
        setPreferred(preferredLanguages());
        setChosen(pickLanguage(LANGUAGES, preferredLanguages()));
      },
      preferred,
    };
  }, [language, shown, preferred]);

  return <I18nContext.Provider value={value}>{shown ? children : pending}</I18nContext.Provider>;
}
