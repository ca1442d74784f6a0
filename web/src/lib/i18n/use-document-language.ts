import { useLayoutEffect } from "react";

/**
 * Sets `<html lang>` to the language the interface is shown in (screen readers pick their voice
 * from it, browsers their hyphenation and translation offers), and gives back the one it replaced
 * when the caller unmounts. Both the console's and the viewer's language providers use it. Set in
 * the commit that changes the words (a layout effect), so no frame pairs French text with `en`.
 */
export function useDocumentLanguage(language: string): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = language;
    return () => {
      root.lang = previous;
    };
  }, [language]);
}
