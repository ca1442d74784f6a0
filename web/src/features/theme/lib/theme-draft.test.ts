import { describe, expect, it } from "vitest";
import { defaultTheme, themeContrastWarnings } from "@vitrine/contract";
import { draftFromTheme, isThemeDirty, previewColors, themeUpdateFromDraft } from "./theme-draft";

describe("theme drafts", () => {
  const theme = { ...defaultTheme(), logoUrl: "https://cdn.example/logo.png" };

  it("starts clean and notices every kind of change", () => {
    const draft = draftFromTheme(theme);
    expect(isThemeDirty(draft, theme)).toBe(false);
    expect(isThemeDirty({ ...draft, colors: { ...draft.colors, text: theme.colors.text.toUpperCase() } }, theme)).toBe(false);
    expect(isThemeDirty({ ...draft, colors: { ...draft.colors, text: "#000000" } }, theme)).toBe(true);
    expect(isThemeDirty({ ...draft, loadingText: `${theme.loadingText} ` }, theme)).toBe(false);
    expect(isThemeDirty({ ...draft, logo: { kind: "removed" } }, theme)).toBe(true);
  });

  it("previews the saved colour while one is half typed", () => {
    const draft = draftFromTheme(theme);
    expect(previewColors({ ...draft, colors: { ...draft.colors, primary: "#12" } }, theme.colors).primary).toBe(theme.colors.primary);
  });

  it("builds the PUT body with the logo change, checked by the contract", () => {
    const draft = draftFromTheme(theme);
    expect(themeUpdateFromDraft(draft).data).not.toHaveProperty("logoUrl");
    expect(themeUpdateFromDraft({ ...draft, logo: { kind: "removed" } }).data).toMatchObject({ logoUrl: null });
    expect(themeUpdateFromDraft({ ...draft, logo: { kind: "new", uploadId: "u1", url: "blob:x" } }).data).toMatchObject({ logoUploadId: "u1" });
    expect(themeUpdateFromDraft({ ...draft, colors: { ...draft.colors, accent: "orange" } }).errors).toEqual({ "colors.accent": "Use a colour like #1a2b3c" });
  });

  it("uses the same contrast rules as the server", () => {
    expect(themeContrastWarnings(defaultTheme().colors)).toEqual([]);
    expect(themeContrastWarnings({ ...defaultTheme().colors, text: "#cccccc" }).map((w) => w.pair)).toEqual(["text-background"]);
  });
});
