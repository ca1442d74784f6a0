import { z } from "zod";
import { brandParamsSchema, documentIdSchema, idSchema, isoDateTimeSchema, NON_BLANK, NON_EMPTY_BODY, okSchema, pageOf } from "./common.js";
import { listBrandContentQuerySchema } from "./stores.js";
import { defineRoutes } from "./route-def.js";

/** Lighting presets the viewer knows how to build without downloading anything. */
export const lightingPresets = ["studio", "daylight", "warm", "evening"] as const;
export const floorKinds = ["none", "color", "grid", "wood", "concrete"] as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");

export const setFloorSchema = z
  .object({
    kind: z.enum(floorKinds),
    color: hexColor.default("#e5e7eb"),
    /** Side of the square floor, in metres. */
    size: z.number().min(1).max(200).default(20),
  })
  .strict();

export const setSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  name: z.string(),
  /** A library model used as the environment around the experience, or none. */
  backdropObjectId: z.string().nullable(),
  lighting: z.enum(lightingPresets),
  background: z.string(),
  floor: z.object({ kind: z.enum(floorKinds), color: z.string(), size: z.number() }),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type VitrineSet = z.infer<typeof setSchema>;

const setNameSchema = z.string().trim().min(1, "Set name is required").max(100, "Set name is too long").meta(NON_BLANK);

export const createSetSchema = z
  .object({
    name: setNameSchema,
    backdropObjectId: documentIdSchema("Invalid library object id").nullable().default(null),
    lighting: z.enum(lightingPresets).default("studio"),
    background: hexColor.default("#f5f5f4"),
    floor: setFloorSchema.default({ kind: "color", color: "#e5e7eb", size: 20 }),
  })
  .strict();
export type CreateSet = z.input<typeof createSetSchema>;

export const updateSetSchema = z
  .object({
    name: setNameSchema.optional(),
    backdropObjectId: documentIdSchema("Invalid library object id").nullable().optional(),
    lighting: z.enum(lightingPresets).optional(),
    background: hexColor.optional(),
    floor: setFloorSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateSet = z.input<typeof updateSetSchema>;

export const listSetsQuerySchema = listBrandContentQuerySchema;
export const setParamsSchema = z.object({ brandId: idSchema, setId: idSchema }).strict();

/** A brand's sets (backdrops and lighting). */
export const setRoutes = defineRoutes({
  listSets: {
    method: "get",
    path: "/v1/brands/:brandId/sets",
    summary: "The brand's sets: reusable 3D environments",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listSetsQuerySchema,
    response: pageOf(setSchema),
  },
  createSet: {
    method: "post",
    path: "/v1/brands/:brandId/sets",
    summary: "Create a set: backdrop model, lighting preset, background and floor",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createSetSchema,
    response: setSchema,
    successStatus: 201,
  },
  getSet: {
    method: "get",
    path: "/v1/brands/:brandId/sets/:setId",
    summary: "One set",
    access: "brandContent.read",
    params: setParamsSchema,
    response: setSchema,
  },
  updateSet: {
    method: "patch",
    path: "/v1/brands/:brandId/sets/:setId",
    summary: "Change a set",
    access: "brandContent.write",
    params: setParamsSchema,
    body: updateSetSchema,
    response: setSchema,
  },
  deleteSet: {
    method: "delete",
    path: "/v1/brands/:brandId/sets/:setId",
    summary: "Delete a set",
    access: "brandContent.write",
    params: setParamsSchema,
    response: okSchema,
  },
});
