import { defineMessages, type MessageParams } from "@/lib/i18n/define-messages";
import { currentConsoleLanguage } from "@/lib/i18n/console-language";
import type { ConsoleLanguage } from "@/lib/i18n/language";
import type Source from "./messages/en.json";
import en from "./messages/en.json?messages";

/**
 * The API's messages in the console's languages. The API stays English (its clients, its logs and
 * its OpenAPI document read English); the console matches each English message it receives to its
 * translation here. Two kinds:
 * - the contract's validation messages (`messages/`, keyed by name, the same zod schemas as the
 *   server), from a zod parse in a form or a 400's issues;
 * - the sentences the API's own code writes (`server-sentences/<language>.json`, keyed by their
 *   English as ICU templates, `{name}` standing for a value), read from the functions' source by
 *   the test that keeps that catalogue complete.
 */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./messages/fr.json?messages") });

export type ContractMessageKey = keyof typeof Source & string;

/** English text -> key, for the messages with no variable part (most of them). */
const byEnglish = new Map<string, ContractMessageKey>(
  Object.entries(en).flatMap(([key, message]) => (typeof message === "string" ? [[message, key as ContractMessageKey] as const] : [])),
);

/**
 * The few messages the contract builds around a value it was given (a currency, a typed choice, a
 * wall's size), and zod's own English for the limits the contract gives no words of its own
 * (`.max(200)`), each matched by the shape of its English text.
 */
const PATTERNS: ReadonlyArray<readonly [RegExp, ContractMessageKey, (match: RegExpExecArray) => MessageParams]> = [
  [/^(\S+) prices have no decimals$/, "products.currencyNoDecimals", ([, currency]) => ({ currency })],
  [/^(\S+) prices have at most (\d+) decimals?$/, "products.currencyDecimals", ([, currency, decimals]) => ({ currency, decimals: Number(decimals) })],
  [/^Only http:\/\/ and https:\/\/ links are allowed, not (.+)$/s, "products.linkProtocol", ([, protocol]) => ({ protocol })],
  [/^"(.*)" is listed twice$/s, "surveys.choiceListedTwice", ([, choice]) => ({ choice })],
  [/^Field name "(.*)" is used twice$/s, "surveys.fieldNameUsedTwice", ([, field]) => ({ field })],
  [
    /^A (\d+) x (\d+) wall has (\d+) cells?; remove (\d+) videos? or add cells$/,
    "videoWall.tooManyVideos",
    ([, rows, columns, cells, extra]) => ({ rows, columns, cells: Number(cells), extra: Number(extra) }),
  ],
  [/^Too big: expected string to have <=(\d+) characters$/, "zod.stringMax", ([, max]) => ({ max: Number(max) })],
  [/^Too small: expected string to have >=(\d+) characters$/, "zod.stringMin", ([, min]) => ({ min: Number(min) })],
  [/^Too big: expected array to have <=(\d+) items$/, "zod.arrayMax", ([, max]) => ({ max: Number(max) })],
  [/^Too small: expected array to have >=(\d+) items$/, "zod.arrayMin", ([, min]) => ({ min: Number(min) })],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, "zod.numberMax", ([, max]) => ({ max: Number(max) })],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, "zod.numberMin", ([, min]) => ({ min: Number(min) })],
  [/^Invalid input: expected (\w+), received (\w+)$/, "zod.invalidType", ([, expected, received]) => ({ expected, received })],
  [/^Invalid option: expected one of (.+)$/s, "zod.invalidOption", ([, options]) => ({ options })],
  [/^Unrecognized keys?: (.+)$/s, "zod.unrecognizedKeys", ([, keys]) => ({ keys })],
  [/^Invalid discriminator value\. Expected (.+)$/s, "zod.invalidDiscriminator", ([, options]) => ({ options })],
];

/** The English messages with a variable part, for tests: each one's key and the shape it matches. */
export const CONTRACT_MESSAGE_PATTERNS = PATTERNS.map(([pattern, key]) => ({ pattern, key }));

/** A compiled catalogue of server sentences: a plain string, or a function of the template's values. */
type SentenceCatalogue = Record<string, string | ((params: MessageParams) => string)>;

const SERVER_SENTENCES: Partial<Record<ConsoleLanguage, () => Promise<{ default: SentenceCatalogue }>>> = {
  fr: () => import("./server-sentences/fr.json?messages"),
};

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A template's English as a pattern: its words as they are, each `{name}` any text. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names = [...template.matchAll(ARGUMENT)].map((match) => match[1]);
  const source = template
    .split(ARGUMENT)
    .map((part, i) => (i % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
    .join("");
  return { pattern: new RegExp(`^${source}$`, "s"), names };
}

/** Whether a template says something besides its values: one made only of values (`{code}: {message}`) would match anything. */
export const hasWords = (template: string) => template.replace(ARGUMENT, "").replace(/[^\p{L}]/gu, "").length >= 4;

type Format = string | ((params: MessageParams) => string);

export interface SentenceIndex {
  exact: Map<string, Format>;
  patterns: { template: string; pattern: RegExp; names: string[]; format: Format }[];
}

export function indexSentences(catalogue: SentenceCatalogue): SentenceIndex {
  const exact = new Map<string, Format>();
  const patterns: SentenceIndex["patterns"] = [];
  for (const [template, format] of Object.entries(catalogue)) {
    if (!template.includes("{")) exact.set(template, format);
    else if (hasWords(template)) patterns.push({ template, ...templatePattern(template), format });
  }
  // The template with the most words first: "Version {version} not found" before "{what} not found".
  patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, patterns };
}

/** The template a message was written from, with its values; undefined when no template fits. */
export function findSentence(index: SentenceIndex, message: string): { template: string; format: Format; params: MessageParams } | undefined {
  const exact = index.exact.get(message);
  if (exact !== undefined) return { template: message, format: exact, params: {} };
  for (const { template, pattern, names, format } of index.patterns) {
    const match = pattern.exec(message);
    if (match) return { template, format, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

const serverSentences = new Map<ConsoleLanguage, SentenceIndex>();

/** Fetches the server sentences of a language (once); the console calls it when it switches. */
export async function loadServerSentences(language: ConsoleLanguage): Promise<void> {
  const load = SERVER_SENTENCES[language];
  if (!load || serverSentences.has(language)) return;
  serverSentences.set(language, indexSentences((await load()).default));
}

function translateServerSentence(message: string, depth: number): string | undefined {
  const index = serverSentences.get(currentConsoleLanguage());
  const found = index && findSentence(index, message);
  if (!found) return undefined;
  if (typeof found.format === "string") return found.format;
  // A value can be a sentence of its own: "Cannot publish: 1 problem to fix first. <the problem>".
  const params = Object.fromEntries(
    Object.entries(found.params).map(([name, value]) => [name, depth < 2 && typeof value === "string" ? translate(value, depth + 1) : value]),
  );
  return found.format(params);
}

function translate(message: string, depth: number): string {
  const key = byEnglish.get(message);
  if (key) return useT.now(key);
  for (const [pattern, patternKey, params] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return useT.now(patternKey, params(match));
  }
  return translateServerSentence(message, depth) ?? message;
}

/** An API message in the console's current language; a message neither catalogue knows, as it came. */
export function translateApiMessage(message: string): string {
  return translate(message, 0);
}
