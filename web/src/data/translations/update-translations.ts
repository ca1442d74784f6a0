import type { ExperienceTranslations } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { translationKeys } from "./keys";
import type { TranslationsScope } from "./get-translations";

export interface UpdateTranslationsInput extends TranslationsScope {
  language: string;
  /** A text per key; null or empty clears the translation. */
  texts: Record<string, string | null>;
}

export function updateTranslations({ brandId, experienceId, language, texts }: UpdateTranslationsInput): Promise<ExperienceTranslations> {
  return api("updateTranslations", { params: { brandId, experienceId, language }, body: { texts } });
}

export function useUpdateTranslations() {
  return useApiMutation(updateTranslations, {
    invalidates: ({ experienceId }) => [translationKeys.detail(experienceId)],
    success: (_result, { texts }) => `${Object.keys(texts).length === 1 ? "Translation" : "Translations"} saved.`,
  });
}
