import { z } from "zod";
import { defineRoutes } from "./route-def.js";

/** Fonts every phone already has: the viewer never downloads a font. */
export const themeFonts = ["system-ui", "Helvetica", "Arial", "Georgia", "Verdana", "Trebuchet MS", "Times New Roman", "Courier New"] as const;
export const buttonStyles = ["rounded", "pill", "square"] as const;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");

export const themeColorsSchema = z
  .object({ primary: hexColorSchema, background: hexColorSchema, text: hexColorSchema, accent: hexColorSchema })
  .strict();

/** How the viewer looks for one experience. */
export const themeSchema = z.object({
  colors: themeColorsSchema,
  fontFamily: z.enum(themeFonts),
  /** Public URL of the uploaded logo image, if any. */
  logoUrl: z.string().nullable(),
  buttonStyle: z.enum(buttonStyles),
  loadingText: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

export const defaultTheme = (): Theme => ({
  colors: { primary: "#1f6feb", background: "#ffffff", text: "#111827", accent: "#f59e0b" },
  fontFamily: "system-ui",
  logoUrl: null,
  buttonStyle: "rounded",
  loadingText: "Loading the experience…",
});

export const themeRoutes = defineRoutes({});
