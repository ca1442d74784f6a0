import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { setFormatLocale } from "./format-locale";
import { useDocumentLanguage } from "./use-document-language";
import { browserLanguages, consoleStartLanguage, CONSOLE_LANGUAGE_KEY, localeFor, writeStored, type ConsoleLanguage } from "./language";

export { CONSOLE_LANGUAGES, type ConsoleLanguage } from "./language";

/** Each language named in itself, for the language controls. */
export const CONSOLE_LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: "English", fr: "Français" };

/**
 * The language the console starts in, known before anything renders: a feature's catalogue starts
 * loading when its code does, not when its first component asks for it.
 */
let current: ConsoleLanguage = consoleStartLanguage();
const preloaders = new Set<(language: ConsoleLanguage) => void>();

export function currentConsoleLanguage(): ConsoleLanguage {
  return current;
}

/** Called by each catalogue as it is defined; a language switch then fetches every one at once. */
export function onConsoleLanguage(preload: (language: ConsoleLanguage) => void): void {
  preloaders.add(preload);
  preload(current);
}

interface ConsoleLanguageState {
  language: ConsoleLanguage;
  /** For Intl (dates, numbers, prices): the browser's tag for that language when it has one ("fr-CA"). */
  locale: string;
  setLanguage: (language: ConsoleLanguage) => void;
}

const ConsoleLanguageContext = createContext<ConsoleLanguageState>({ language: "en", locale: "en", setLanguage: () => undefined });

/** The console's language (English outside a provider, as in component tests). */
export function useConsoleLanguage(): ConsoleLanguageState {
  return useContext(ConsoleLanguageContext);
}

/**
 * The console's language: the person's own choice (remembered on this browser), else the first of
 * the browser's languages the console speaks, else English. It sets `<html lang>` and the locale
 * every date, number and size is formatted in. A switch is a transition: the screen stays as it is
 * until the new language's words for it have arrived.
 */
export function ConsoleLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setChosen] = useState<ConsoleLanguage>(current);
  const locale = localeFor(language, browserLanguages());
  // Formatting reads the locale outside React (tables, toasts); set it before children render.
  setFormatLocale(locale);

  useDocumentLanguage(language);
  // Back to English when the provider goes (signing out); not on a switch: the effect's cleanup
  // would run after the new language's render had set its locale.
  useEffect(
    () => () => {
      setFormatLocale("en");
    },
    [],
  );

  const value = useMemo<ConsoleLanguageState>(
    () => ({
      language,
      locale,
      setLanguage: (next) => {
        current = next;
        writeStored(CONSOLE_LANGUAGE_KEY, next);
        for (const preload of preloaders) preload(next);
        startTransition(() => setChosen(next));
      },
    }),
    [language, locale],
  );
  return <ConsoleLanguageContext.Provider value={value}>{children}</ConsoleLanguageContext.Provider>;
}
