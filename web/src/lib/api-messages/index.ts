import type { ApiError } from "@/lib/api-error";
import { currentConsoleLanguage, onConsoleLanguage } from "@/lib/i18n/console-language";

type Translator = typeof import("./translate-api-message");

/**
 * In English the API's messages are shown as they are, so the matcher and its catalogues (the
 * contract's ~200 validation messages and the API's own ~220 sentences) are chunks fetched only
 * when the console is in another language: every form and every API call loads this module, the
 * sign-in screen's included.
 */
let translator: Translator | null = null;
let loading: Promise<Translator> | null = null;

onConsoleLanguage((language) => {
  if (language === "en") return;
  loading ??= import("./translate-api-message").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  loading
    .then(async (module) => {
      await module.loadServerSentences(language);
      translator = module;
    })
    .catch(() => {
      // Offline: the messages stay English until the next switch.
    });
});

/**
 * An API message in the console's language; English, and any message the catalogues do not know,
 * exactly as it came (also in the moment before the catalogues have arrived).
 */
export function apiMessage(message: string): string {
  if (currentConsoleLanguage() === "en" || !translator) return message;
  return translator.translateApiMessage(message);
}

/** The same error with its message and its issues' messages in the console's language. */
export function inConsoleLanguage(error: ApiError): ApiError {
  if (currentConsoleLanguage() === "en" || !translator) return error;
  return error.withMessages(
    apiMessage(error.message),
    error.issues.map((issue) => ({ ...issue, message: apiMessage(issue.message) })),
  );
}
