import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import { defaultTheme, themeContrastWarnings, themeSchema, type Theme, type ThemeResponse, type updateThemeSchema } from "@vitrine/contract";
import type { z } from "zod";
import { db } from "../firebase.js";
import type { IfMatch } from "../conditional.js";
import { readExperience, readyImage } from "../experiences/experience-docs.js";
import { experienceRef } from "../firestore/collections.js";

/**
 * The stored theme over the defaults, field by field: an experience saved before a field existed
 * (or never themed) still reads as a whole, valid theme.
 */
export function storedTheme(data: DocumentData): Theme {
  const defaults = defaultTheme();
  const stored = (data.theme ?? {}) as Partial<Theme>;
  const merged = { ...defaults, ...stored, colors: { ...defaults.colors, ...(stored.colors ?? {}) } };
  const parsed = themeSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

function withWarnings(theme: Theme): ThemeResponse {
  return {
    ...theme,
    contrastWarnings: themeContrastWarnings(theme.colors).map(({ pair, foreground, background, ratio, required, message }) => ({
      pair,
      foreground,
      background,
      ratio,
      required,
      message,
    })),
  };
}

export async function getTheme(brandId: string, experienceId: string, tx?: Transaction): Promise<ThemeResponse> {
  const { data } = await readExperience(brandId, experienceId, tx);
  return withWarnings(storedTheme(data));
}

export async function updateTheme(brandId: string, experienceId: string, input: z.output<typeof updateThemeSchema>, ifMatch?: IfMatch): Promise<ThemeResponse> {
  const lower = (hex: string) => hex.toLowerCase();
  // Field by field, so a concurrent logo change is never overwritten with a stale copy.
  const update: Record<string, unknown> = {
    "theme.colors": {
      primary: lower(input.colors.primary),
      background: lower(input.colors.background),
      text: lower(input.colors.text),
      accent: lower(input.colors.accent),
    },
    "theme.fontFamily": input.fontFamily,
    "theme.buttonStyle": input.buttonStyle,
    "theme.loadingText": input.loadingText,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (input.logoUploadId) {
    const logo = await readyImage(brandId, input.logoUploadId, "logoUploadId");
    update["theme.logoUrl"] = logo.url;
    update["theme.logoVariants"] = logo.variants;
  } else if (input.logoUrl === null) {
    update["theme.logoUrl"] = null;
    update["theme.logoVariants"] = [];
  }
  await db().runTransaction(async (tx) => {
    await readExperience(brandId, experienceId, tx);
    await ifMatch?.assert(() => getTheme(brandId, experienceId, tx));
    tx.update(experienceRef(brandId, experienceId), update);
  });
  return getTheme(brandId, experienceId);
}
