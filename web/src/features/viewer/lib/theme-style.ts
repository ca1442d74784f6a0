/**
 * The experience's theme as CSS custom properties on the viewer's root, so every overlay (bars,
 * cards, sheets, loading screen) follows the brand without per-component logic.
 */
import type { Theme } from "@vitrine/contract";
import { themeFontStack } from "@/lib/theme-fonts";

const RADII: Record<Theme["buttonStyle"], string> = { rounded: "12px", pill: "999px", square: "2px" };
const SURFACE_RADII: Record<Theme["buttonStyle"], string> = { rounded: "18px", pill: "22px", square: "4px" };

function channels(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? "000000";
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black text, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#111111") ? "#ffffff" : "#111111";
}

export function themeStyle(theme: Theme): Record<string, string> {
  const { primary, background, text, accent } = theme.colors;
  return {
    "--viewer-primary": primary,
    "--viewer-on-primary": readableOn(primary),
    "--viewer-accent": accent,
    "--viewer-on-accent": readableOn(accent),
    "--viewer-bg": background,
    "--viewer-text": text,
    "--viewer-font": themeFontStack(theme.fontFamily),
    "--viewer-radius": RADII[theme.buttonStyle] ?? RADII.rounded,
    "--viewer-surface-radius": SURFACE_RADII[theme.buttonStyle] ?? SURFACE_RADII.rounded,
    "--viewer-scheme": luminance(background) < 0.35 ? "dark" : "light",
  };
}
