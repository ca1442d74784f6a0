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

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email("Invalid email address").max(254));

export const displayNameSchema = z.string().trim().min(1, "Name is required").max(80, "Name is too long");

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
