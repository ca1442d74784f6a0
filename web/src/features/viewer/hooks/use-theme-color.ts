import { useEffect } from "react";

/** Tints the phone browser's bars (`<meta name="theme-color">`) while the viewer shows, then restores them. */
export function useThemeColor(color: string | null) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta || !color) return;
    const previous = meta.content;
    meta.content = color;
    return () => {
      meta.content = previous;
    };
  }, [color]);
}
