/**
 * Where translations are stored and how they read back: one document per language,
 * `…/experiences/{id}/translations/{language}`, `texts` mapping a text's key to the translation
 * and the source text it was made from.
 */
import type { DocumentData, Transaction } from "firebase-admin/firestore";
import { defaultBrandLanguages, type BrandLanguages } from "@vitrine/contract";
import { db } from "../firebase.js";
import { translationsCol } from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

/** A stored translation: the text, and the source text it translates. */
export interface StoredTranslation {
  text: string;
  source: string;
}
export type LanguageTranslations = Record<string, StoredTranslation>;

export const brandLanguagesOf = (data: Pick<BrandDoc, "languages"> | undefined): BrandLanguages => data?.languages ?? defaultBrandLanguages;

/** Well-formed stored translations of one language document. */
export function storedTranslations(data: DocumentData | undefined): LanguageTranslations {
  const texts = data?.texts;
  if (!texts || typeof texts !== "object") return {};
  const result: LanguageTranslations = {};
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const entry = value as Partial<StoredTranslation> | null;
    if (entry && typeof entry.text === "string" && entry.text !== "")
      result[key] = { text: entry.text, source: typeof entry.source === "string" ? entry.source : "" };
  }
  return result;
}

/** The translations of `languages`, read in one round trip (inside `tx` when given). */
export async function readTranslations(
  brandId: string,
  experienceId: string,
  languages: string[],
  tx?: Transaction,
): Promise<Record<string, LanguageTranslations>> {
  if (languages.length === 0) return {};
  const refs = languages.map((language) => translationsCol(brandId, experienceId).doc(language));
  const snaps = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return Object.fromEntries(snaps.map((snap, i) => [languages[i]!, storedTranslations(snap.data())]));
}
