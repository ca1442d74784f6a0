import type { TranslationsCsv } from "@vitrine/contract";
import { api } from "@/lib/api";
import type { TranslationsScope } from "./get-translations";

/** The texts and translations as the CSV translation agencies work in (built by the API, which also reads it back). */
export function exportTranslationsCsv({ brandId, experienceId }: TranslationsScope): Promise<TranslationsCsv> {
  return api("exportTranslationsCsv", { params: { brandId, experienceId } });
}
