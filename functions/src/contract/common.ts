import { z } from "zod";

/** Firestore auto-ids are 20 characters; accept any sane id so old data keeps working. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "Invalid id");

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
