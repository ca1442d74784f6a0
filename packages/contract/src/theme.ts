import { z } from "zod";
import { contrastPairs } from "./contrast.js";
import { documentIdSchema, experienceParamsSchema } from "./common.js";
import { imageVariantsSchema } from "./images.js";
import { defineRoutes } from "./route-def.js";

export * from "./contrast.js";

/**
 * The theme fonts, by their Windows/Apple names. The viewer downloads no font: each maps to a CSS
 * stack that goes on to the closest font Android ships (web/src/lib/theme-fonts.ts), since Android
 * has none of Georgia, Verdana, Trebuchet MS and the like.
 */
export const themeFonts = ["system-ui", "Helvetica", "Arial", "Georgia", "Verdana", "Trebuchet MS", "Times New Roman", "Courier New"] as const;
export const buttonStyles = ["rounded", "pill", "square"] as const;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");

export const themeColorsSchema = z.object({ primary: hexColorSchema, background: hexColorSchema, text: hexColorSchema, accent: hexColorSchema }).strict();

/** How the viewer looks for one experience. */
export const themeSchema = z.object({
  colors: themeColorsSchema,
  fontFamily: z.enum(themeFonts),
  /** Public URL of the uploaded logo image, if any. */
  logoUrl: z.string().nullable(),
  /** WebP copies of the logo for `srcset` (absent in manifests published before they existed). */
  logoVariants: imageVariantsSchema.optional(),
  buttonStyle: z.enum(buttonStyles),
  loadingText: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

export const defaultTheme = (): Theme => ({
  colors: { primary: "#1f6feb", background: "#ffffff", text: "#111827", accent: "#d97706" },
  fontFamily: "system-ui",
  logoUrl: null,
  buttonStyle: "rounded",
  loadingText: "Loading the experience…",
});

const uploadIdSchema = documentIdSchema("Invalid upload id");

export const THEME_LOADING_TEXT_MAX = 120;

/**
 * The whole theme (PUT). The logo is the exception: omitted keeps the current one,
 * `logoUploadId` (a finished image upload) replaces it, `logoUrl: null` removes it.
 */
export const updateThemeSchema = z
  .object({
    colors: themeColorsSchema,
    fontFamily: z.enum(themeFonts, "Choose one of the listed fonts"),
    buttonStyle: z.enum(buttonStyles, "Choose rounded, pill or square"),
    loadingText: z.string().trim().max(THEME_LOADING_TEXT_MAX, `Loading text is at most ${THEME_LOADING_TEXT_MAX} characters`),
    logoUploadId: uploadIdSchema.optional(),
    logoUrl: z.null("Set a logo with logoUploadId; logoUrl only takes null, to remove it").optional(),
  })
  .strict()
  .refine((v) => !(v.logoUploadId && v.logoUrl === null), {
    message: "Either upload a new logo or remove it, not both",
    path: ["logoUrl"],
  });
export type UpdateTheme = z.input<typeof updateThemeSchema>;

export const contrastWarningSchema = z.object({
  pair: z.enum(contrastPairs),
  foreground: z.string(),
  background: z.string(),
  ratio: z.number(),
  required: z.number(),
  message: z.string(),
});
export type ContrastWarning = z.infer<typeof contrastWarningSchema>;

/** The stored theme plus the WCAG AA pairs it fails (empty when all read well). */
export const themeResponseSchema = themeSchema.extend({ contrastWarnings: z.array(contrastWarningSchema) });
export type ThemeResponse = z.infer<typeof themeResponseSchema>;

export const themeRoutes = defineRoutes({
  getTheme: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/theme",
    summary: "How the viewer looks for this experience, with its contrast warnings",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: themeResponseSchema,
  },
  updateTheme: {
    method: "put",
    path: "/v1/brands/:brandId/experiences/:experienceId/theme",
    summary: "Replace the theme (colours, font, logo, button style, loading text)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: updateThemeSchema,
    response: themeResponseSchema,
  },
});
