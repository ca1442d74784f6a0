import type { ExperienceTranslations } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { translationKeys } from "./keys";
import type { TranslationsScope } from "./get-translations";
import { useT } from "../messages";

export interface UpdateTranslationsInput extends TranslationsScope {
  language: string;
  /** A text per key; null or empty clears the translation. */
  texts: Record<string, string | null>;
}

export function updateTranslations({ brandId, experienceId, language, texts }: UpdateTranslationsInput): Promise<ExperienceTranslations> {
  return api("updateTranslations", { params: { brandId, experienceId, language }, body: { texts } });
}

export function useUpdateTranslations() {
  const t = useT();
  return useApiMutation(updateTranslations, {
    invalidates: ({ experienceId }) => [translationKeys.detail(experienceId)],
    success: (_result, { texts }) => t("translations.saved", { count: Object.keys(texts).length }),
  });
}
