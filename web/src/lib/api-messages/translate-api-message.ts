import { defineMessages, type MessageParams } from "@/lib/i18n/define-messages";
import type Source from "./messages/en.json";
import en from "./messages/en.json?messages";

/**
 * The validation messages of the API contract (`functions/src/contract`), in the console's
 * languages. The contract and the API stay English: the console matches each English message it
 * receives (from a zod parse in a form, or a 400's issues) to its key here.
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
];

/** The English messages with a variable part, for tests: each one's key and the shape it matches. */
export const CONTRACT_MESSAGE_PATTERNS = PATTERNS.map(([pattern, key]) => ({ pattern, key }));

/** A contract message in the console's current language; a message the catalogue does not know, as it came. */
export function translateContractMessage(message: string): string {
  const key = byEnglish.get(message);
  if (key) return useT.now(key);
  for (const [pattern, patternKey, params] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return useT.now(patternKey, params(match));
  }
  return message;
}
