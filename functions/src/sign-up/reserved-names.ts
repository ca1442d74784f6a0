import type { FieldIssue } from "@vitrine/contract";
import { rectifyConfusion } from "unicode-confusables";
import { invalid } from "../errors.js";

/**
 * Names nobody may give a workspace (its short name or its name) or a brand without an operator's
 * exception, because they would pass for Vitrine's own in a sign-in form, an invitation email or a
 * viewer page. One rule for short names and display names, matched on the confusable skeleton
 * (below), so `vitrlne`, `v1trine`, `vіtrine` with a Cyrillic і, or `ｅｍｂｅｄ` are the words they
 * imitate. Three kinds:
 * - `product-name`: the product's name as a word of the name (`vitrine`, `vitrine-support`,
 *   "Vitrine Security Team", "Acme Vitrine", "Vitrine Café"), or glued to a staff or route word
 *   (`vitrinesupport`, `vitrine2`). A longer word that merely starts with it is someone's own
 *   word and passes: `vitrines-paris`, "Les Vitrines de Lyon", "Vitrinerie" (a vitrine is a shop
 *   window, a word shops use).
 * - `staff-word`: a word that speaks for Vitrine's people, as any word of the name
 *   (`acme-support`, `security`, "Official Store"), and anything starting with `admin`.
 * - `route-name`: the whole name is one of the product's own paths or hostnames (`embed`,
 *   `oembed`, `manager`, `dev`, `v1`, `api`, `www`…); as one word among others it is fine
 *   ("Dev Shop", `api-tools`).
 */
export const PRODUCT_NAMES: readonly string[] = ["vitrine"];
export const STAFF_WORDS: readonly string[] = [
  "abuse",
  "helpdesk",
  "moderator",
  "moderators",
  "noreply",
  "official",
  "operator",
  "operators",
  "postmaster",
  "security",
  "support",
];
export const STAFF_PREFIXES: readonly string[] = ["admin"];
export const ROUTE_NAMES: readonly string[] = [
  "accept-invite",
  "api",
  "app",
  "apps",
  "assets",
  "auth",
  "authentication",
  "billing",
  "blog",
  "console",
  "dashboard",
  "demo",
  "dev",
  "docs",
  "embed",
  "files",
  "health",
  "help",
  "internal",
  "login",
  "logout",
  "mail",
  "manager",
  "oembed",
  "openapi",
  "panel",
  "preview",
  "public",
  "root",
  "settings",
  "sign-in",
  "sign-up",
  "signin",
  "signup",
  "staff",
  "static",
  "status",
  "system",
  "team",
  "test",
  "v1",
  "viewer",
  "www",
];

export type ReservedNameRule = "product-name" | "staff-word" | "route-name";
/** Which rule refuses a name, and the reserved word it reads as. */
export interface ReservedNameProblem {
  rule: ReservedNameRule;
  word: string;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const MARKS = /\p{M}/gu;

/**
 * The confusable skeleton of a text, lower-case: UTS #39's (each character replaced by the
 * prototype confusables.txt gives it, in decomposed form), with what the comparison of names also
 * needs: compatibility forms (fullwidth, mathematical letters) and accents dropped, invisible
 * characters removed, and the folds UTS #39 leaves out because its prototypes keep case: `i`, `l`,
 * `1`, `I`, `|` and `!` are all one letter (`vitrlne` is `vitrine`), `vv` is `w`. Only ever
 * compared with another skeleton, never shown.
 */
export function confusableSkeleton(text: string): string {
  const mapped = rectifyConfusion(text.normalize("NFKD").replace(IGNORABLE, "")).normalize("NFKD").replace(MARKS, "").toLowerCase();
  // Lower case has prototypes of its own (Cyrillic upper case maps to Latin upper case first).
  return rectifyConfusion(mapped)
    .toLowerCase()
    .replace(/[il1|!]/g, "l")
    .replace(/vv/g, "w");
}

/** A name's words, as skeletons: split wherever a character is neither a letter nor a digit. */
const wordsOf = (text: string) =>
  confusableSkeleton(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Each word's skeleton -> the word (the first word of a skeleton, where two share one: `sign-in`, `signin`). */
const skeletons = (words: readonly string[]) => new Map([...words].reverse().map((word) => [wordsOf(word).join(""), word]));
const PRODUCT = skeletons(PRODUCT_NAMES);
const STAFF = skeletons(STAFF_WORDS);
const STAFF_START = skeletons(STAFF_PREFIXES);
const ROUTES = skeletons(ROUTE_NAMES);

/** Whether a word is a reserved word glued to the product's name (`vitrinesupport`, `supportvitrine`, `vitrine2`). */
function gluedToProduct(word: string, product: string): boolean {
  const rest = word.startsWith(product) ? word.slice(product.length) : word.endsWith(product) ? word.slice(0, -product.length) : undefined;
  if (rest === undefined || rest === "") return false;
  return /^\p{N}+$/u.test(rest) || STAFF.has(rest) || ROUTES.has(rest) || [...STAFF_START.keys()].some((start) => rest.startsWith(start));
}

/** Why a short name or a display name is reserved, or undefined when it is not. */
export function reservedNameProblem(name: string): ReservedNameProblem | undefined {
  const words = wordsOf(name);
  for (const [product, word] of PRODUCT) {
    if (words.some((w) => w === product || gluedToProduct(w, product))) return { rule: "product-name", word };
  }
  for (const w of words) {
    const staff = STAFF.get(w) ?? [...STAFF_START].find(([start]) => w.startsWith(start))?.[1];
    if (staff) return { rule: "staff-word", word: staff };
  }
  const route = ROUTES.get(words.join(""));
  if (route) return { rule: "route-name", word: route };
  return undefined;
}

/** The refusal of a reserved name, on the field `path`: it names the rule and the word. */
export function reservedNameIssue(problem: ReservedNameProblem, path: string): FieldIssue {
  switch (problem.rule) {
    case "product-name":
      return { path, message: `This name is reserved: choose another. It reads as “${problem.word}”, the name of Vitrine itself (rule: product name)` };
    case "staff-word":
      return {
        path,
        message: `This name is reserved: choose another. It holds “${problem.word}”, a word that would pass for Vitrine's own staff (rule: staff word)`,
      };
    case "route-name":
      return { path, message: `This name is reserved: choose another. It reads as “${problem.word}”, one of Vitrine's own addresses (rule: route name)` };
  }
}

/**
 * Refuses (400, naming the rule) the first of these names that is reserved. `exception` is an
 * operator's (`npm run admin -- allow-reserved`): the workspace may use reserved names.
 */
export function assertNamesNotReserved(names: { path: string; value: string | undefined }[], exception = false): void {
  if (exception) return;
  for (const { path, value } of names) {
    const problem = value === undefined ? undefined : reservedNameProblem(value);
    if (problem) {
      const issue = reservedNameIssue(problem, path);
      throw invalid(issue.message, [issue]);
    }
  }
}
