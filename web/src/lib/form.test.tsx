import * as contract from "@vitrine/contract";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { CONTRACT_MESSAGE_PATTERNS } from "./api-messages/translate-api-message";
import english from "./api-messages/messages/en.json";
import { apiFieldErrors, listFieldError, validate, type FieldErrors } from "./form";
import { renderLanguageSwitch } from "@/test/console-language-switch";

const {
  createBrandSchema,
  createProductSchema,
  knowledgeEntrySchema,
  productNameSchema,
  PRODUCT_NAME_MAX,
  pageQuerySchema,
  productSortSchema,
  reorderScenesSchema,
  surveyQuestionSchema,
  surveyQuestionsSchema,
  updateProductSchema,
  tagsSchema,
  uidSchema,
  updateVideoWallSchema,
} = contract;

function errorsOf(schema: Parameters<typeof validate>[0], value: unknown): FieldErrors {
  return validate(schema, value).errors ?? {};
}

const apiError = (path: string, message: string) =>
  new ApiError({ code: "invalid-argument", message: "The request was not valid", status: 400, issues: [{ path, message }] });

/** A field error for each message built around a value, as the contract (or zod, for a bare limit) writes it. */
function variableMessages(): string[] {
  const wall = { rows: 1, columns: 2, videoIds: ["a", "b", "c", "d", "e"], autoplay: true, muted: true, loop: true };
  const question = (field: string) => ({ id: field, field, type: "single", label: "Colour?", choices: ["Red", "Blue"] });
  return [
    errorsOf(updateProductSchema, { price: 1.5, currency: "JPY" }).price,
    errorsOf(updateProductSchema, { price: 1.234, currency: "EUR" }).price,
    errorsOf(updateProductSchema, { price: 1.2345, currency: "BHD" }).price,
    errorsOf(updateProductSchema, { url: "ftp://example.com/file" }).url,
    errorsOf(surveyQuestionSchema, { ...question("colour"), choices: ["Red", "red"] })["choices.1"],
    errorsOf(surveyQuestionsSchema, [question("colour"), { ...question("colour"), id: "other" }])["1.field"],
    errorsOf(updateVideoWallSchema, wall).videoIds,
    errorsOf(updateVideoWallSchema, { ...wall, columns: 1, videoIds: ["a", "b"] }).videoIds,
    errorsOf(tagsSchema, ["x".repeat(41)])["0"],
    errorsOf(uidSchema, "")[""],
    errorsOf(
      tagsSchema,
      Array.from({ length: 21 }, (_, i) => `tag${i}`),
    )[""],
    errorsOf(reorderScenesSchema, { sceneIds: [] }).sceneIds,
    errorsOf(pageQuerySchema, { limit: "1000" }).limit,
    errorsOf(pageQuerySchema, { limit: "0" }).limit,
    errorsOf(createBrandSchema, { name: 42 }).name,
    errorsOf(productSortSchema, "price")[""],
    errorsOf(createBrandSchema, { name: "Acme", extra: 1 })[""],
    errorsOf(knowledgeEntrySchema, { id: "a", kind: "other" }).kind,
  ];
}

async function inFrench(check: () => void | Promise<void>) {
  const { switchTo } = renderLanguageSwitch();
  await switchTo("fr");
  try {
    // The French catalogue arrives as its own chunk; until then the English text shows.
    await waitFor(() => expect(errorsOf(createBrandSchema, { name: "" }).name).toBe("Le nom de la marque est obligatoire"));
    await check();
  } finally {
    await switchTo("en");
  }
}

describe("form errors from the contract", () => {
  afterEach(() => localStorage.clear());

  it("are the contract's English text, unchanged, in English", () => {
    expect(errorsOf(createBrandSchema, { name: "  " })).toEqual({ name: "Brand name is required" });
    expect(errorsOf(productNameSchema, "x".repeat(PRODUCT_NAME_MAX + 1))[""]).toBe(`Product name is at most ${PRODUCT_NAME_MAX} characters`);
    expect(variableMessages()).toEqual([
      "JPY prices have no decimals",
      "EUR prices have at most 2 decimals",
      "BHD prices have at most 3 decimals",
      "Only http:// and https:// links are allowed, not ftp:",
      '"red" is listed twice',
      'Field name "colour" is used twice',
      "A 1 x 2 wall has 2 cells; remove 3 videos or add cells",
      "A 1 x 1 wall has 1 cell; remove 1 video or add cells",
      "Too big: expected string to have <=40 characters",
      "Too small: expected string to have >=1 characters",
      "Too big: expected array to have <=20 items",
      "Too small: expected array to have >=1 items",
      "Too big: expected number to be <=100",
      "Too small: expected number to be >=1",
      "Invalid input: expected string, received number",
      'Invalid option: expected one of "name"|"-updatedAt"',
      'Unrecognized key: "extra"',
      "Invalid discriminator value. Expected 'qa' | 'text'",
    ]);
    expect(apiFieldErrors(apiError("name", "Brand name is required"))).toEqual({ name: "Brand name is required" });
    expect(apiFieldErrors(apiError("name", "Something the catalogue does not know"))).toEqual({ name: "Something the catalogue does not know" });
  });

  it("are French once the console is in French, from a form or from the server", async () => {
    await inFrench(() => {
      expect(errorsOf(createBrandSchema, { name: "" })).toEqual({ name: "Le nom de la marque est obligatoire" });
      expect(errorsOf(productNameSchema, "x".repeat(PRODUCT_NAME_MAX + 1))[""]).toBe("Le nom du produit compte au plus 200 caractères");
      const product = errorsOf(createProductSchema, { sku: "", name: "Lamp", price: -1, currency: "EUR" });
      expect(product.sku).toBe("La référence (SKU) est obligatoire");
      expect(product.price).toBe("Le prix ne peut pas être négatif");
      expect(variableMessages()).toEqual([
        "Les prix en JPY n’ont pas de décimales",
        "Les prix en EUR ont au plus 2 décimales",
        "Les prix en BHD ont au plus 3 décimales",
        "Seuls les liens http:// et https:// sont acceptés, pas ftp:",
        "«\u00a0red\u00a0» figure deux fois",
        "Le nom de champ «\u00a0colour\u00a0» est utilisé deux fois",
        "Un mur de 1 x 2 compte 2 cases\u00a0; retirez 3 vidéos ou ajoutez des cases",
        "Un mur de 1 x 1 compte 1 case\u00a0; retirez 1 vidéo ou ajoutez des cases",
        "Au plus 40 caractères",
        "Au moins 1 caractère",
        "Au plus 20 éléments",
        "Au moins 1 élément",
        "La valeur doit être inférieure ou égale à 100",
        "La valeur doit être supérieure ou égale à 1",
        "Type de valeur non valide (attendu\u00a0: string, reçu\u00a0: number)",
        'Option non valide\u00a0: choisissez parmi "name"|"-updatedAt"',
        'Champs inconnus\u00a0: "extra"',
        "Type non valide\u00a0: choisissez parmi 'qa' | 'text'",
      ]);
      expect(apiFieldErrors(apiError("name", "Brand name is required"))).toEqual({ name: "Le nom de la marque est obligatoire" });
      expect(apiFieldErrors(apiError("name", "Something the catalogue does not know"))).toEqual({ name: "Something the catalogue does not know" });
    });
    expect(errorsOf(createBrandSchema, { name: "" })).toEqual({ name: "Brand name is required" });
  });
});

/**
 * The catalogue cannot drift from the contract: each English message is a string the contract's
 * sources write, or the text of one of its template literals (its exported constants filled in),
 * and each message with a variable part (zod's own words included) is matched by a shape the
 * contract's schemas really produce.
 */
describe("the contract messages catalogue", () => {
  const sources = Object.values(import.meta.glob<string>("../../../packages/contract/src/*.ts", { query: "?raw", import: "default", eager: true }));
  const exported = contract as unknown as Record<string, unknown>;

  /** An expression's value when it names an exported constant (`MAX`, `LIMITS.name`, or a local alias of one). */
  function valueOf(expression: string, aliases: Map<string, string>): unknown {
    if (!/^[A-Za-z_]\w*(\.\w+)*$/.test(expression)) return undefined;
    const [first, ...rest] = expression.split(".");
    let value: unknown = exported[aliases.get(first) ?? first];
    for (const name of rest) value = value === null || typeof value !== "object" ? undefined : (value as Record<string, unknown>)[name];
    return value;
  }

  /** Each template literal of the sources as a pattern; where it reads an exported constant, the constant's value. */
  const templates = sources.flatMap((source) => {
    const aliases = new Map([...source.matchAll(/^const (\w+) = ([A-Z][A-Z0-9_]*);$/gm)].map(([, alias, name]) => [alias, name]));
    return [...source.matchAll(/`((?:[^`\\]|\\.)*)`/g)].map(([, body]) => {
      const parts = body.split(/\$\{([^}]*)\}/);
      const values = parts.filter((_, i) => i % 2 === 1).map((expression) => valueOf(expression.trim(), aliases));
      const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 === 1 ? "(.*?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("")}$`, "s");
      return { pattern, values };
    });
  });

  function writtenByTheContract(text: string): boolean {
    if (sources.some((source) => source.includes(JSON.stringify(text)))) return true;
    return templates.some(({ pattern, values }) => {
      const match = pattern.exec(text);
      return match !== null && values.length > 0 && values.every((value, i) => value === undefined || String(value) === match[i + 1]);
    });
  }

  it("holds only messages the contract writes", () => {
    const unknown = Object.values(english).filter((text) => !/[{}]/.test(text) && !writtenByTheContract(text));
    expect(unknown).toEqual([]);
  });

  it("matches each message with a variable part to the shape the contract gives it", () => {
    const variable = Object.entries(english).filter(([, text]) => /[{}]/.test(text));
    expect(variable.map(([key]) => key).sort()).toEqual(CONTRACT_MESSAGE_PATTERNS.map(({ key }) => key).sort());
    const produced = variableMessages();
    for (const { pattern, key } of CONTRACT_MESSAGE_PATTERNS)
      expect(
        produced.some((message) => pattern.test(message)),
        key,
      ).toBe(true);
  });
});

describe("listFieldError", () => {
  it("is the list's own message, else its first item's, and nothing for other fields", () => {
    expect(listFieldError({ tags: "Too many tags", "tags.1": "Too long" }, "tags")).toBe("Too many tags");
    expect(listFieldError({ title: "Required", "tags.3": "Too long", "tags.4": "Empty" }, "tags")).toBe("Too long");
    expect(listFieldError({ tagsNote: "Not this one" }, "tags")).toBeUndefined();
  });
});
