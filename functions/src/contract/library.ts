import { z } from "zod";
import { isoDateTimeSchema } from "./common.js";

const vec3 = z.tuple([z.number(), z.number(), z.number()]);

/**
 * The seed's "Library object" (`_id`, `name`, `glb`, `tags`, `_updatedAt`) with what the
 * product adds: the owner (tenantId null = a global sample every workspace sees) and the
 * model's stats. The client-side `loaded` flag is the client's own and never sent.
 */
export const libraryObjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  glb: z.string().describe("URL of the optimised GLB"),
  tags: z.array(z.string()),
  _updatedAt: isoDateTimeSchema,
  tenantId: z.string().nullable(),
  sample: z.boolean(),
  size: z.number().int().describe("Bytes of the served GLB"),
  originalSize: z.number().int().nullable().describe("Bytes of the uploaded file, when it was optimised"),
  triangles: z.number().int(),
  materials: z.number().int(),
  textures: z.number().int(),
  bbox: z.object({ min: vec3, max: vec3 }),
  thumbnail: z.string().nullable(),
});
export type LibraryObject = z.infer<typeof libraryObjectSchema>;

export const listLibraryQuerySchema = z
  .object({
    q: z.string().trim().max(80).optional().describe("Matches the start of any word of the name"),
    tag: z.string().trim().max(40).optional(),
  })
  .strict();

export const libraryObjectParamsSchema = z.object({ objectId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "Invalid id") }).strict();

export const libraryListSchema = z.object({ items: z.array(libraryObjectSchema) });
