import type { ExperienceTranslations } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { translationKeys } from "./keys";

export interface TranslationsScope {
  brandId: string;
  experienceId: string;
}

export function getTranslations({ brandId, experienceId }: TranslationsScope): Promise<ExperienceTranslations> {
  return api("getTranslations", { params: { brandId, experienceId } });
}

/** Every text of the experience with its translations into the brand's languages. */
export function useTranslations(scope: TranslationsScope) {
  return useSWR(translationKeys.detail(scope.experienceId), () => getTranslations(scope));
}
