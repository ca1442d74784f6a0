import { currentConsoleLanguage, onConsoleLanguage } from "@/lib/i18n/console-language";

type Translator = typeof import("./translate-contract-message");

/**
 * In English the contract's messages are shown as they are, so the matcher and its catalogues
 * (about 200 messages) are one chunk, fetched only when the console is in another language: every
 * form loads this module, the sign-in screen's included.
 */
let translator: Translator | null = null;
let loading: Promise<void> | null = null;

onConsoleLanguage((language) => {
  if (language === "en" || loading) return;
  loading = import("./translate-contract-message")
    .then((module) => {
      translator = module;
    })
    .catch(() => {
      loading = null;
    });
});

/**
 * A contract message in the console's language; English, and any message the catalogue does not
 * know, exactly as it came (also in the moment before the catalogue has arrived).
 */
export function contractMessage(message: string): string {
  if (currentConsoleLanguage() === "en" || !translator) return message;
  return translator.translateContractMessage(message);
}
