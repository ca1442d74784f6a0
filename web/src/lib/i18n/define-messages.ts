import { use, useMemo } from "react";
import { currentConsoleLanguage, onConsoleLanguage, useConsoleLanguage, type ConsoleLanguage } from "./console-language";

import { translate, type CompiledCatalogue, type Translate } from "./translate";

export { translate, type CompiledCatalogue, type MessageParams, type Translate } from "./translate";

type Loader = () => Promise<{ default: CompiledCatalogue }>;

export interface Messages<Source> {
  /** The hook components call. It suspends while the language's catalogue is on its way. */
  (): Translate<Source>;
  /**
   * For code outside components (a toast raised by a callback): the current language's words if
   * its catalogue is here, else English's.
   */
  now: Translate<Source>;
}

/**
 * A feature's (or the shared UI's) words: English bundled with its code, other languages each
 * their own chunk, fetched as soon as the code that needs them loads (or the language is
 * switched). A catalogue that fails to load leaves that feature in English.
 *
 *   import type Source from "./en.json";
 *   import en from "./en.json?messages";
 *   export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
 */
export function defineMessages<Source>(english: CompiledCatalogue, others: Partial<Record<ConsoleLanguage, Loader>>): Messages<Source> {
  const loaded = new Map<ConsoleLanguage, CompiledCatalogue>([["en", english]]);
  const pending = new Map<ConsoleLanguage, Promise<CompiledCatalogue>>();

  function catalogue(language: ConsoleLanguage): CompiledCatalogue | Promise<CompiledCatalogue> {
    const ready = loaded.get(language);
    if (ready) return ready;
    const load = others[language];
    if (!load) return english;
    let promise = pending.get(language);
    if (!promise) {
      promise = load()
        .then((module) => module.default)
        .catch(() => english)
        .then((messages) => {
          loaded.set(language, messages);
          return messages;
        });
      pending.set(language, promise);
    }
    return promise;
  }

  onConsoleLanguage((language) => void catalogue(language));

  const useT = function useT(): Translate<Source> {
    const { language } = useConsoleLanguage();
    const found = catalogue(language);
    const messages = found instanceof Promise ? use(found) : found;
    return useMemo<Translate<Source>>(() => (key, params) => translate(messages, english, key, params), [messages]);
  } as Messages<Source>;
  useT.now = (key, params) => translate(loaded.get(currentConsoleLanguage()) ?? english, english, key, params);
  return useT;
}
