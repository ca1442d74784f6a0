import { useEffect } from "react";

/** The tab's title while the viewer shows something (restored when it leaves). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
