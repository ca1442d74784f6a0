/**
 * Translations of an experience's texts into its brand's other languages. Each language is one
 * document, `…/experiences/{id}/translations/{language}`, mapping a text's key to the
 * translation and the source text it was made from: when the source changes afterwards the
 * translation is "outdated" (still shown, flagged for review), as translation tools do.
 */
import { refusedImport } from "../csv/csv-table.js";
import { FieldValue } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import {
  defaultBrandLanguages,
  forEachContentText,
  translationCsvColumns,
  TRANSLATION_IMPORT_MAX_ROWS,
  TRANSLATION_MAX,
  type BrandLanguages,
  type ContentTextKind,
  type ExperienceTranslations,
  type ImportTranslationsResult,
  type Manifest,
  type TranslatableText,
  type TranslationsCsv,
} from "@vitrine/contract";
import type { IfMatch } from "../conditional.js";
import { csvLines, CsvSyntaxError, readCsv } from "../csv/csv.js";
import { db } from "../firebase.js";
import { invalid, notFound, payloadTooLarge } from "../errors.js";
import { brandLanguagesOf, readTranslations, type LanguageTranslations } from "./translation-docs.js";
import { buildManifest } from "../manifests/build-manifest.js";
import { loadExperienceContent } from "../manifests/load-experience-content.js";
import { brandsCol, experienceRef, translationsCol } from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

/** Firestore's document limit is 1 MiB; keep a margin for the field names and metadata. */
const MAX_LANGUAGE_BYTES = 900_000;

const quote = (text: string) => `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;

/** Where each text is, in words a translator reads without opening the console. */
function contextsOf(manifest: Manifest): (key: string) => string {
  const scenes = new Map(manifest.scenes.map((s) => [s.id, s]));
  const products = new Map(manifest.products.map((p) => [p.id, p]));
  const segments = new Map(manifest.scenes.flatMap((s) => s.segments.map((g) => [g.id, g.title] as const)));
  const questions = new Map((manifest.survey?.questions ?? []).map((q, i) => [q.id, i + 1]));
  return (key) => {
    const [area, id, part, sub, index] = key.split(".");
    switch (area) {
      case "experience":
        return "Experience · name";
      case "scene":
        return part === "segment" ? `Scene ${quote(scenes.get(id!)?.name ?? "")} · segment title` : "Scene · name";
      case "product":
        return part === "option"
          ? `Product ${quote(products.get(id!)?.name ?? "")} · option ${quote(products.get(id!)?.options?.[Number(sub)]?.variant ?? "")} · name`
          : `Product ${quote(products.get(id!)?.name ?? "")} · ${part}`;
      case "model":
        return "3D object · name";
      case "video":
        return "Video wall · video title";
      case "host":
        return id === "line" ? `Host · line for ${quote(segments.get(part!) ?? "")}` : `Host · ${id}`;
      case "survey":
        if (id === "title") return "Survey · title";
        return sub === "choice" ? `Survey · question ${questions.get(part!)} · choice ${Number(index) + 1}` : `Survey · question ${questions.get(part!)}`;
      case "chat":
        return id === "welcome" ? "AI chat · welcome message" : id === "name" ? "AI chat · assistant name" : `AI chat · suggested question ${Number(part) + 1}`;
      default:
        return "Theme · loading text";
    }
  };
}

interface DraftTexts {
  /** The experience's name, for the CSV's file name. */
  name: string;
  languages: BrandLanguages;
  /** The stored translations of the brand's other languages, read with the content. */
  translations: Record<string, LanguageTranslations>;
  texts: { key: string; kind: ContentTextKind; context: string; source: string }[];
  sources: Map<string, string>;
}

/** The texts the experience would publish now, and the brand's languages. */
async function draftTexts(brandId: string, experienceId: string): Promise<DraftTexts> {
  const content = await loadExperienceContent(brandId, experienceId);
  const manifest = buildManifest(content);
  const context = contextsOf(manifest);
  const texts: DraftTexts["texts"] = [];
  forEachContentText(manifest, (key, source, kind) => texts.push({ key, kind, context: context(key), source }));
  const translations = Object.fromEntries(
    Object.entries(content.translations ?? {}).map(([language, stored]) => [
      language,
      Object.fromEntries(Object.entries(stored).map(([key, t]) => [key, { text: t.text, source: t.source ?? "" }])),
    ]),
  );
  return {
    name: content.experience.name,
    languages: content.languages ?? defaultBrandLanguages,
    translations,
    texts,
    sources: new Map(texts.map((t) => [t.key, t.source])),
  };
}

function view(draft: DraftTexts, translations: Record<string, LanguageTranslations>): ExperienceTranslations {
  const others = draft.languages.others;
  const progress: ExperienceTranslations["progress"] = Object.fromEntries(others.map((l) => [l, { translated: 0, outdated: 0, missing: 0 }]));
  const texts: TranslatableText[] = draft.texts.map((text) => {
    const entries: TranslatableText["translations"] = {};
    for (const language of others) {
      const stored = translations[language]?.[text.key];
      const counts = progress[language]!;
      if (!stored) counts.missing++;
      else {
        const outdated = stored.source !== text.source;
        entries[language] = { text: stored.text, outdated };
        if (outdated) counts.outdated++;
        else counts.translated++;
      }
    }
    return { ...text, translations: entries };
  });
  return { languages: draft.languages, texts, progress };
}

export async function getTranslations(brandId: string, experienceId: string): Promise<ExperienceTranslations> {
  const draft = await draftTexts(brandId, experienceId);
  return view(draft, draft.translations);
}

function assertLanguage(languages: BrandLanguages, language: string, path: string): void {
  if (languages.others.includes(language)) return;
  const message =
    language === languages.default
      ? `${language} is the brand's default language: its texts are edited where they are written`
      : `${language} is not one of the brand's languages${languages.others.length ? ` (${languages.others.join(", ")})` : ": add it on the brand's page first"}`;
  throw invalid(message, [{ path, message }]);
}

/**
 * Applies `changes` (key → text, or null/"" to clear) per language in one transaction, so two
 * editors saving different texts at once both keep theirs, and a save never resurrects a text
 * another one cleared a moment before unless it names that text. Answers the counts of texts
 * changed per language and the view as the transaction left it.
 */
async function writeTranslations(
  caller: Caller,
  brandId: string,
  experienceId: string,
  draft: DraftTexts,
  changes: Record<string, Record<string, string | null>>,
  { translatedFrom = new Map(), ifMatch }: { translatedFrom?: ReadonlyMap<string, string>; ifMatch?: IfMatch } = {},
): Promise<{ updated: Record<string, number>; view: ExperienceTranslations }> {
  const languages = Object.keys(changes);
  return db().runTransaction(async (tx) => {
    const [brand, experience] = await tx.getAll(brandsCol().doc(brandId), experienceRef(brandId, experienceId));
    if (!brand!.exists || !experience!.exists) throw notFound("Experience");
    // The brand's languages may have changed since the texts were read.
    const brandLanguages = brandLanguagesOf(brand!.data() as BrandDoc);
    for (const language of languages) assertLanguage(brandLanguages, language, "language");
    const current = await readTranslations(brandId, experienceId, brandLanguages.others, tx);
    const now = { ...draft, languages: brandLanguages };
    await ifMatch?.assert(async () => view(now, current));
    const updated: Record<string, number> = {};
    for (const language of languages) {
      const texts = { ...current[language] };
      let count = 0;
      for (const [key, value] of Object.entries(changes[language]!)) {
        const text = value?.trim() ?? "";
        if (text === "") {
          if (texts[key]) count++;
          delete texts[key];
        } else {
          const source = translatedFrom.get(key) ?? draft.sources.get(key)!;
          if (texts[key]?.text === text && texts[key]?.source === source) continue;
          texts[key] = { text, source };
          count++;
        }
      }
      if (Buffer.byteLength(JSON.stringify(texts)) > MAX_LANGUAGE_BYTES) {
        throw payloadTooLarge(`The ${language} translations of this experience would exceed what one language can hold (about 900 KB of text)`);
      }
      tx.set(translationsCol(brandId, experienceId).doc(language), { texts, updatedAt: FieldValue.serverTimestamp(), updatedBy: caller.uid });
      current[language] = texts;
      updated[language] = count;
    }
    return { updated, view: view(now, current) };
  });
}

export async function updateTranslations(
  caller: Caller,
  brandId: string,
  experienceId: string,
  language: string,
  texts: Record<string, string | null>,
  ifMatch?: IfMatch,
): Promise<ExperienceTranslations> {
  const draft = await draftTexts(brandId, experienceId);
  assertLanguage(draft.languages, language, "language");
  const unknown = Object.keys(texts).filter((key) => !draft.sources.has(key) && texts[key]);
  if (unknown.length > 0) {
    throw invalid(
      "Some texts are no longer in the experience; reload to see its current texts",
      unknown.slice(0, 20).map((key) => ({ path: `texts.${key}`, message: "No text of the experience has this key" })),
    );
  }
  return (await writeTranslations(caller, brandId, experienceId, draft, { [language]: texts }, { ifMatch })).view;
}

export async function exportTranslationsCsv(brandId: string, experienceId: string): Promise<TranslationsCsv> {
  const draft = await draftTexts(brandId, experienceId);
  const { texts, languages } = view(draft, draft.translations);
  const rows = [
    [...translationCsvColumns, languages.default, ...languages.others],
    ...texts.map((text) => [text.key, text.context, text.source, ...languages.others.map((language) => text.translations[language]?.text ?? "")]),
  ];
  const slug =
    draft.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "experience";
  return { filename: `${slug}-translations.csv`, csv: csvLines(rows) };
}

/** A translations import problem: the spreadsheet row (header = 1) and column ("" for the whole row). */
export interface TranslationCsvIssue {
  row: number;
  column: string;
  message: string;
}

/**
 * The pure half of the import: which cells change what, or every problem of the file. Empty
 * cells change nothing; the default language's column and `context` are read but never written.
 */
export function checkTranslationsCsv(
  csv: string,
  languages: BrandLanguages,
  sources: ReadonlyMap<string, string>,
):
  | { ok: true; changes: Record<string, Record<string, string>>; translatedFrom: Map<string, string> }
  | { ok: false; issues: TranslationCsvIssue[]; tooMany?: number } {
  let records: string[][];
  try {
    records = readCsv(csv).records;
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, issues: [{ row: error.row, column: "", message: error.message }] };
    throw error;
  }
  const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");
  const headerIndex = records.findIndex((cells) => !blank(cells));
  if (headerIndex === -1) return { ok: false, issues: [{ row: 1, column: "", message: "The file is empty: it needs a header row and a row per text" }] };
  const headerRow = headerIndex + 1;
  const header = records[headerIndex]!.map((cell) => cell.trim().toLowerCase());
  const issues: TranslationCsvIssue[] = [];
  header.forEach((name, i) => {
    if (name === "" || (translationCsvColumns as readonly string[]).includes(name) || name === languages.default || languages.others.includes(name)) {
      if (name !== "" && header.indexOf(name) !== i) issues.push({ row: headerRow, column: name, message: `Column “${name}” appears twice` });
      return;
    }
    issues.push({
      row: headerRow,
      column: "",
      message: `Unknown column “${records[headerIndex]![i]!.trim()}”: the columns are key, context, ${languages.default} and the brand's other languages (${languages.others.join(", ") || "none yet"})`,
    });
  });
  if (!header.includes("key"))
    issues.push({ row: headerRow, column: "", message: "The header row lacks the column key (the first row must name the columns)" });
  const columns = languages.others.filter((language) => header.includes(language));
  if (columns.length === 0 && languages.others.length > 0) {
    issues.push({ row: headerRow, column: "", message: `The header names none of the brand's languages to import (${languages.others.join(", ")})` });
  }
  if (languages.others.length === 0)
    issues.push({ row: headerRow, column: "", message: "The brand has no languages besides its default: add them on the brand's page first" });
  if (issues.length > 0) return { ok: false, issues };

  const rows = records.map((cells, i) => ({ cells, row: i + 1 })).filter(({ cells, row }) => row > headerRow && !blank(cells));
  if (rows.length > TRANSLATION_IMPORT_MAX_ROWS) return { ok: false, issues: [], tooMany: rows.length };
  const keyAt = header.indexOf("key");
  const changes: Record<string, Record<string, string>> = Object.fromEntries(columns.map((language) => [language, {}]));
  const seen = new Map<string, number>();
  const defaultAt = header.indexOf(languages.default);
  const translatedFrom = new Map<string, string>();
  for (const { cells, row } of rows) {
    const key = (cells[keyAt] ?? "").trim();
    if (!sources.has(key)) {
      issues.push({
        row,
        column: "key",
        message: key === "" ? "The key is empty" : `No text of this experience has the key “${key}” (it may have been deleted since the export)`,
      });
      continue;
    }
    if (seen.has(key)) {
      issues.push({ row, column: "key", message: `This key is also on row ${seen.get(key)}` });
      continue;
    }
    seen.set(key, row);
    // A file exported before the source text changed translates the old text: kept, but outdated.
    const source = defaultAt === -1 ? "" : (cells[defaultAt] ?? "").trim();
    if (source !== "" && source !== sources.get(key)!.trim()) translatedFrom.set(key, source);
    for (const language of columns) {
      const text = (cells[header.indexOf(language)] ?? "").trim();
      if (text.length > TRANSLATION_MAX)
        issues.push({ row, column: language, message: `Translations are at most ${TRANSLATION_MAX} characters (this one has ${text.length})` });
      else if (text !== "") changes[language]![key] = text;
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, changes, translatedFrom };
}

export async function importTranslationsCsv(caller: Caller, brandId: string, experienceId: string, csv: string): Promise<ImportTranslationsResult> {
  const draft = await draftTexts(brandId, experienceId);
  const checked = checkTranslationsCsv(csv, draft.languages, draft.sources);
  if (!checked.ok && checked.tooMany) {
    throw payloadTooLarge(`This file has ${checked.tooMany} rows; one import takes at most ${TRANSLATION_IMPORT_MAX_ROWS}.`);
  }
  if (!checked.ok) throw refusedImport(checked.issues);
  const { updated } = await writeTranslations(caller, brandId, experienceId, draft, checked.changes, { translatedFrom: checked.translatedFrom });
  return { updated };
}
