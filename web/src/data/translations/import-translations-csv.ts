import type { ImportTranslationsResult } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useReportedMutation } from "@/lib/swr";
import { translationKeys } from "./keys";
import type { TranslationsScope } from "./get-translations";

export interface ImportTranslationsInput extends TranslationsScope {
  csv: string;
}

export function importTranslationsCsv({ brandId, experienceId, csv }: ImportTranslationsInput): Promise<ImportTranslationsResult> {
  return api("importTranslationsCsv", { params: { brandId, experienceId }, body: { csv } });
}

/** A refused file is an expected outcome the dialog shows as a report, so its error is handed back, not toasted. */
export function useImportTranslationsCsv() {
  return useReportedMutation(importTranslationsCsv, (input) => [translationKeys.detail(input.experienceId)]);
}
