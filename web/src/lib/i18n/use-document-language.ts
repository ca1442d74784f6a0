import { useEffect } from "react";

/**
 * Sets `<html lang>` to the language the interface is shown in (screen readers pick their voice
 * from it, browsers their hyphenation and translation offers), and gives back the one it replaced
 * when the caller unmounts. Both the console's and the viewer's language providers use it.
 */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = language;
    return () => {
      root.lang = previous;
    };
  }, [language]);
}
