import { parseHexColor, updateThemeSchema, type Theme, type UpdateTheme } from "@vitrine/contract";
import { validate, type FieldErrors } from "@/lib/form";

export type ThemeColorName = keyof Theme["colors"];

/** The theme as the editor holds it: colours as typed, and what happens to the logo. */
export interface ThemeDraft {
  colors: Theme["colors"];
  fontFamily: Theme["fontFamily"];
  buttonStyle: Theme["buttonStyle"];
  loadingText: string;
  logo: { kind: "saved"; url: string | null } | { kind: "new"; uploadId: string; url: string } | { kind: "removed" };
}

export function draftFromTheme(theme: Theme): ThemeDraft {
  return {
    colors: { ...theme.colors },
    fontFamily: theme.fontFamily,
    buttonStyle: theme.buttonStyle,
    loadingText: theme.loadingText,
    logo: { kind: "saved", url: theme.logoUrl },
  };
}

export const logoUrlOf = (draft: ThemeDraft): string | null => (draft.logo.kind === "removed" ? null : draft.logo.url);

const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function sameColours(a: Theme["colors"], b: Theme["colors"]): boolean {
  return (Object.keys(a) as ThemeColorName[]).every((name) => sameColour(a[name], b[name]));
}

/** Whether the draft differs from the saved theme (what "Save" would change). */
export function isThemeDirty(draft: ThemeDraft, theme: Theme): boolean {
  return (
    !sameColours(draft.colors, theme.colors) ||
    draft.fontFamily !== theme.fontFamily ||
    draft.buttonStyle !== theme.buttonStyle ||
    draft.loadingText.trim() !== theme.loadingText ||
    draft.logo.kind !== "saved"
  );
}

/** The colours the preview can draw: a half-typed colour shows the saved one meanwhile. */
export function previewColors(draft: ThemeDraft, saved: Theme["colors"]): Theme["colors"] {
  const pick = (name: ThemeColorName) => (parseHexColor(draft.colors[name]) ? draft.colors[name] : saved[name]);
  return { primary: pick("primary"), background: pick("background"), text: pick("text"), accent: pick("accent") };
}

/** The PUT body, checked with the contract's schema (the server's own messages). */
export function themeUpdateFromDraft(draft: ThemeDraft): { data: UpdateTheme; errors: null } | { data: null; errors: FieldErrors } {
  const body: UpdateTheme = {
    colors: draft.colors,
    fontFamily: draft.fontFamily,
    buttonStyle: draft.buttonStyle,
    loadingText: draft.loadingText,
    ...(draft.logo.kind === "new" && { logoUploadId: draft.logo.uploadId }),
    ...(draft.logo.kind === "removed" && { logoUrl: null }),
  };
  const checked = validate(updateThemeSchema, body);
  return checked.errors ? { data: null, errors: checked.errors } : { data: body, errors: null };
}
