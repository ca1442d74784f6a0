import { z } from "zod";
import { experienceParamsSchema, NON_EMPTY_BODY } from "./common.js";
import { defineRoutes } from "./route-def.js";

/** At most this many languages besides the default: each is a column of the CSV and a copy of every text in the manifest. */
export const MAX_EXTRA_LANGUAGES = 12;
/** Longest translation of one text (product descriptions are the longest texts, at 2000). */
export const TRANSLATION_MAX = 2000;
/** One save or import changes at most this many texts per language. */
export const TRANSLATION_IMPORT_MAX_ROWS = 2000;

/** Whether the platform knows `code` as a language (ISO 639 codes only: `fr`, `de`, `fil`). */
export function isKnownLanguage(code: string): boolean {
  try {
    return new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code) !== undefined;
  } catch {
    return false;
  }
}

/** A content language: a lower-case ISO 639 code; regions are left to the visitor's browser (prices, dates). */
export const contentLanguageSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, "Use a language code such as en, fr or de")
  .refine(isKnownLanguage, "Unknown language code");

/** A brand's languages: the one its texts are written in, and those it translates them into. */
export const brandLanguagesSchema = z
  .object({
    default: contentLanguageSchema,
    others: z.array(contentLanguageSchema).max(MAX_EXTRA_LANGUAGES, `At most ${MAX_EXTRA_LANGUAGES} languages besides the default`),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set([value.default]);
    value.others.forEach((code, i) => {
      if (seen.has(code))
        ctx.addIssue({ code: "custom", path: ["others", i], message: code === value.default ? "The default language is already included" : "Listed twice" });
      seen.add(code);
    });
  });
export type BrandLanguages = z.infer<typeof brandLanguagesSchema>;
export const defaultBrandLanguages: BrandLanguages = { default: "en", others: [] };

/** A text's key (see `forEachContentText`): dotted ids, e.g. `product.<id>.description`. */
export const translationKeySchema = z
  .string()
  .regex(/^[a-z]+(\.[A-Za-z0-9_-]+){0,5}$/, "Not a text key")
  .max(300);

export const translationStatuses = ["missing", "outdated", "translated"] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

/** One text of the experience and its translations. */
export const translatableTextSchema = z.object({
  key: z.string(),
  kind: z.enum(["experience", "scene", "segment", "product", "model", "video", "host", "survey", "chat", "theme"]),
  /** Where the text is, for a translator: `Product “Walnut table” · description`. */
  context: z.string(),
  /** The text in the brand's default language, as the experience holds it now. */
  source: z.string(),
  /**
   * Per other language: the translation and whether it is `outdated` (its source text changed
   * since; it still shows until someone updates it). Languages without one are missing.
   */
  translations: z.record(z.string(), z.object({ text: z.string(), outdated: z.boolean() })),
});
export type TranslatableText = z.infer<typeof translatableTextSchema>;

export const experienceTranslationsSchema = z.object({
  languages: brandLanguagesSchema,
  texts: z.array(translatableTextSchema),
  /** Per other language, how many texts are missing or outdated. */
  progress: z.record(z.string(), z.object({ translated: z.number().int(), outdated: z.number().int(), missing: z.number().int() })),
});
export type ExperienceTranslations = z.infer<typeof experienceTranslationsSchema>;

/** Sets (a string) or clears (null, or an empty string) translations in one language. */
export const updateTranslationsSchema = z
  .object({
    texts: z
      .record(translationKeySchema, z.string().trim().max(TRANSLATION_MAX, `Translations are at most ${TRANSLATION_MAX} characters`).nullable())
      .refine((texts) => Object.keys(texts).length <= TRANSLATION_IMPORT_MAX_ROWS, `At most ${TRANSLATION_IMPORT_MAX_ROWS} texts at once`)
      .refine((texts) => Object.keys(texts).length > 0, "Nothing to update")
      .meta(NON_EMPTY_BODY),
  })
  .strict();
export type UpdateTranslations = z.input<typeof updateTranslationsSchema>;

export const importTranslationsCsvSchema = z.object({ csv: z.string().min(1, "The file is empty") }).strict();
export type ImportTranslationsCsv = z.input<typeof importTranslationsCsvSchema>;
export const importTranslationsResultSchema = z.object({
  /** Texts set or changed, per language. */
  updated: z.record(z.string(), z.number().int()),
});
export type ImportTranslationsResult = z.infer<typeof importTranslationsResultSchema>;

export const translationsCsvSchema = z.object({ filename: z.string(), csv: z.string() });
export type TranslationsCsv = z.infer<typeof translationsCsvSchema>;

/** First columns of the CSV; then one column per language, the default one first (it is read, never imported). */
export const translationCsvColumns = ["key", "context"] as const;

export const translationLanguageParamsSchema = experienceParamsSchema
  .safeExtend({ language: z.string().regex(/^[a-z]{2,3}$/, "Use a language code such as fr") })
  .strict();

const base = "/v1/brands/:brandId/experiences/:experienceId/translations";

export const translationRoutes = defineRoutes({
  getTranslations: {
    method: "get",
    path: base,
    summary: "Every text a visitor reads in the experience, with its translations into the brand's languages and what is missing",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: experienceTranslationsSchema,
  },
  exportTranslationsCsv: {
    method: "get",
    path: `${base}/csv`,
    summary: "The texts and translations as CSV: one row per text, one column per language",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: translationsCsvSchema,
  },
  importTranslationsCsv: {
    method: "post",
    path: `${base}/import`,
    summary: `Set translations from a CSV in the export's layout (at most ${TRANSLATION_IMPORT_MAX_ROWS} rows; empty cells change nothing): all rows or none`,
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: importTranslationsCsvSchema,
    response: importTranslationsResultSchema,
  },
  updateTranslations: {
    method: "patch",
    path: `${base}/:language`,
    summary: "Set or clear translations into one of the brand's languages",
    access: "brandContent.write",
    params: translationLanguageParamsSchema,
    body: updateTranslationsSchema,
    etagOf: base,
    response: experienceTranslationsSchema,
  },
});
