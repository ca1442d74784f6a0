/**
 * WCAG 2.1 contrast of the theme's colour pairs. Pure and free of imports so the console's live
 * preview computes exactly what the API answers, as the editor types.
 */

/** A six-digit hex colour (`#1a2b3c`) as 0..255 channels, or null when it is not one. */
export function parseHexColor(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** Relative luminance (WCAG 2.1, 1.4.3): 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE = "#ffffff";
export const BLACK = "#000000";

/** The label colour the viewer puts on a filled button: white or black, whichever reads better. */
export function readableTextOn(background: string): typeof WHITE | typeof BLACK {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** WCAG AA minimums: body text 4.5:1, user-interface marks (hotspots, highlights) 3:1 (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export const contrastPairs = ["text-background", "button-text-primary", "accent-background"] as const;
export type ContrastPair = (typeof contrastPairs)[number];

export interface ContrastCheck {
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** Rounded down to two decimals, so a shown 4.49 never hides a pass or a fail. */
  ratio: number;
  required: number;
  passes: boolean;
  message: string;
}

export interface ThemeColorsForContrast {
  primary: string;
  background: string;
  text: string;
  accent: string;
}

/** `4.4999` -> `4.49`: WCAG forbids rounding a ratio up to reach a threshold. */
const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

function check(pair: ContrastPair, what: string, foreground: string, background: string, required: number, use: string): ContrastCheck {
  const exact = contrastRatio(foreground, background);
  const ratio = floor2(exact);
  const passes = exact >= required;
  const message = passes ? `${what}: ${ratio}:1 meets WCAG AA (${required}:1 ${use}).` : `${what}: ${ratio}:1 is hard to read. AA needs ${required}:1 ${use}.`;
  return { pair, foreground, background, ratio, required, passes, message };
}

/**
 * The three pairs the viewer draws: body text on the background, a primary button's label on
 * the primary colour, and accent marks (hotspots, highlights) on the background. Colours that
 * are not valid hex yet (half typed) are skipped.
 */
export function themeContrastChecks(colors: ThemeColorsForContrast): ContrastCheck[] {
  const valid = (hex: string) => parseHexColor(hex) !== null;
  const checks: ContrastCheck[] = [];
  if (valid(colors.text) && valid(colors.background)) {
    checks.push(check("text-background", "Text on background", colors.text, colors.background, AA_TEXT, "for text"));
  }
  if (valid(colors.primary)) {
    const label = readableTextOn(colors.primary);
    const name = label === WHITE ? "White" : "Black";
    checks.push(check("button-text-primary", `${name} button text on primary`, label, colors.primary, AA_TEXT, "for button text"));
  }
  if (valid(colors.accent) && valid(colors.background)) {
    checks.push(check("accent-background", "Accent on background", colors.accent, colors.background, AA_NON_TEXT, "for markers and highlights"));
  }
  return checks;
}

/** Only the pairs that fail AA. */
export const themeContrastWarnings = (colors: ThemeColorsForContrast) => themeContrastChecks(colors).filter((c) => !c.passes);
