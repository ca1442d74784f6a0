/**
 * The CSS font stack of each theme font (the contract's `themeFonts`). The names are the fonts of
 * Windows and Apple devices; Android and most Linux phones have none of them, so every stack goes
 * on to the closest font Android ships (Noto Serif for the serifs, Roboto for the sans-serifs,
 * Droid Sans Mono / Cutive Mono for Courier) before the generic family. Nothing is downloaded:
 * the viewer's budget has no room for a web font per theme.
 * Imports nothing, so the viewer and the console's theme preview share it.
 */
export const THEME_FONT_STACKS = {
  "system-ui": 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  Helvetica: '"Helvetica Neue", Helvetica, Arial, Roboto, "Noto Sans", sans-serif',
  Arial: 'Arial, Helvetica, Roboto, "Noto Sans", sans-serif',
  Georgia: 'Georgia, "Noto Serif", "Droid Serif", serif',
  Verdana: 'Verdana, Geneva, "DejaVu Sans", Roboto, "Noto Sans", sans-serif',
  "Trebuchet MS": '"Trebuchet MS", "Lucida Grande", "Fira Sans", Roboto, "Noto Sans", sans-serif',
  "Times New Roman": '"Times New Roman", Times, "Noto Serif", "Droid Serif", serif',
  "Courier New": '"Courier New", Courier, "Droid Sans Mono", "Cutive Mono", monospace',
} as const;

export type ThemeFontName = keyof typeof THEME_FONT_STACKS;

/** The font an Android phone draws each with (the first Android font of its stack), for the editor's labels. */
export const ANDROID_STAND_INS: Partial<Record<ThemeFontName, string>> = {
  Helvetica: "Roboto",
  Arial: "Roboto",
  Georgia: "Noto Serif",
  Verdana: "Roboto",
  "Trebuchet MS": "Roboto",
  "Times New Roman": "Noto Serif",
  "Courier New": "Droid Sans Mono",
};

/** The stack of a theme font, or the system one for a name this build does not know. */
export function themeFontStack(font: string): string {
  return (THEME_FONT_STACKS as Record<string, string>)[font] ?? THEME_FONT_STACKS["system-ui"];
}
