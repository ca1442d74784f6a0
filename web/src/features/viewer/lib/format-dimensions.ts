/** A product's size in metres, as the manifest gives it. */
export interface Dimensions {
  width: number;
  height: number;
  depth: number;
}

/** The size as the visitor reads it: each side as a number in their unit, and the whole. */
export interface ShownDimensions {
  width: string;
  height: string;
  depth: string;
  unit: "cm" | "in";
  /** "120 × 75 × 80 cm": width × height × depth. */
  text: string;
}

/** Where people measure furniture in inches: the United States, Liberia and Myanmar. */
const IMPERIAL_REGIONS = new Set(["US", "LR", "MM"]);

/** The region of the visitor's first language that names one (`en-US` → US), else null. */
function regionOf(languages: readonly string[]): string | null {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region) return region;
    } catch {
      // A malformed language tag says nothing about units.
    }
  }
  return null;
}

/** Inches for visitors whose browser's first language is of a country that measures in them, centimetres otherwise. */
export function unitFor(languages: readonly string[]): "cm" | "in" {
  const region = regionOf(languages.slice(0, 1));
  return region && IMPERIAL_REGIONS.has(region) ? "in" : "cm";
}

/**
 * The size in the visitor's unit, written in the viewer's language: whole centimetres (half a
 * centimetre is below what a 3D file of furniture is accurate to), inches to the half inch.
 */
export function formatDimensions(size: Dimensions, unit: "cm" | "in", locale: string): ShownDimensions {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === "cm" ? 0 : 1 });
  const side = (metres: number) => (unit === "cm" ? number.format(Math.round(metres * 100)) : number.format(Math.round((metres / 0.0254) * 2) / 2));
  const [width, height, depth] = [side(size.width), side(size.height), side(size.depth)];
  return { width, height, depth, unit, text: `${width} × ${height} × ${depth} ${unit}` };
}
