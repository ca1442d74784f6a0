import { z } from "zod";

/** Ids Firestore reserves for itself (`__name__`): a document can never have one, and asking for it is an error. */
export const RESERVED_ID = /^__.*__$/;

/**
 * A document id as a client may name it: letters, digits, `-` and `_`, at most `max` characters,
 * never one of the ids Firestore reserves (so a reserved id is a 400, not a Firestore error).
 */
export function documentIdSchema(message = "Invalid id", max = 128) {
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), message)
    .refine((id) => !RESERVED_ID.test(id), `${message}: ids of the form __name__ are reserved`);
}

/*
 * JSON Schema keywords for what a refinement or a trim checks, which zod cannot turn into the
 * OpenAPI document by itself; `.meta()` adds them there, so a client generated from the document
 * validates as the server does.
 */

/** A PATCH body must change something. */
export const NON_EMPTY_BODY = { minProperties: 1 } as const;

/** Trimmed and then required: at least one character that is not white space. */
export const NON_BLANK = { pattern: "\\S" } as const;

/**
 * A real calendar day from 2000-01-01 to 2100-12-31 (leap days included, 2100 is not a leap year):
 * what the refinements of day schemas check, as one pattern.
 */
export const CALENDAR_DAY = {
  format: "date",
  pattern:
    "^(?:20(?:[02468][048]|[13579][26])-02-29|(?:20\\d\\d|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))$",
} as const;

/** "2025-06-14": a real calendar day between 2000 and 2100. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2025-06-14")
  .refine((d) => {
    const [y, m, day] = d.split("-").map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, day!));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === day && y! >= 2000 && y! <= 2100;
  }, "Not a calendar date between 2000 and 2100")
  .meta(CALENDAR_DAY);

/** The document's `enum`, when the runtime can list the values (the server always can). */
export const enumOf = (values: string[]) => (values.length > 0 ? { enum: values } : {});

/** Firestore auto-ids are 20 characters; accept any sane id so old data keeps working. */
export const idSchema = documentIdSchema();

/**
 * A Firebase Auth uid as a path parameter: up to 128 characters, and usable as a Firestore
 * document id (no `/`, not `.` or `..`, not reserved).
 */
export const uidSchema = z
  .string()
  .min(1)
  .max(128)
  .refine((uid) => !uid.includes("/") && uid !== "." && uid !== ".." && !RESERVED_ID.test(uid), "Invalid user id");

export const isoDateTimeSchema = z.string().describe("ISO 8601 date-time");

/**
 * The one rule for an e-mail address, for every route that takes one, and what the document says
 * of it (`format: email` with this pattern): a dot-atom local part of at most 64 letters, digits
 * and `_ ' + -`, `@`, a domain of labels that neither start nor end with a hyphen (63 at most),
 * ending in a label of letters; 254 in all, nothing around it. It is a strict part of RFC 5321's
 * addresses, so a value the document's format refuses is never accepted. Stored lower-cased.
 */
export const EMAIL_PATTERN =
  "^(?=.{1,254}$)(?=[^@]{1,64}@)[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";

export const emailSchema = z.string().max(254).regex(new RegExp(EMAIL_PATTERN), "Invalid email address").toLowerCase().meta({ format: "email" });

export const displayNameSchema = z.string().trim().min(1, "Name is required").max(80, "Name is too long").meta(NON_BLANK);

/** Cursor pagination shared by every list route. */
export const pageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

/**
 * The same paging for the small bounded lists of an experience (scenes, virtual objects, preview
 * links), which by default answer whole.
 */
export const smallListQuerySchema = pageQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(100).default(100) }).strict();

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
  });
}
export type Page<T> = { items: T[]; nextCursor: string | null };

export const okSchema = z.object({ ok: z.literal(true) });

/** Free-form tags: trimmed, lower-cased, each kept once. */
export const tagsSchema = z
  .array(z.string().trim().toLowerCase().min(1, "Tags cannot be empty").max(40))
  .max(20)
  .transform((tags) => [...new Set(tags)]);

/** `:brandId` alone in a path. */
export const brandParamsSchema = z.object({ brandId: idSchema }).strict();

/** `:brandId` and `:experienceId` in a path. */
export const experienceParamsSchema = z.object({ brandId: idSchema, experienceId: idSchema }).strict();

/**
 * A CSV import refused for its rows answers 422 with one issue per problem, its `path` being
 * `rows.<row>.<column>`: the row as a spreadsheet numbers it (the header is row 1), the column
 * as the header names it ("" for the whole row).
 */
export function importIssuePath(row: number, column: string): string {
  return column ? `rows.${row}.${column}` : `rows.${row}`;
}

export function parseImportIssuePath(path: string): { row: number; column: string } | null {
  const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(path);
  return match ? { row: Number(match[1]), column: match[2] ?? "" } : null;
}
