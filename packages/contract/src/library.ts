import { z } from "zod";
import { documentIdSchema, isoDateTimeSchema, NON_BLANK, NON_EMPTY_BODY, okSchema, pageOf, pageQuerySchema, tagsSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

const vec3 = z.tuple([z.number(), z.number(), z.number()]);

/**
 * A delivery variant of an uploaded model, made in the background within a budget: `phone`
 * (≤ 150 000 triangles, WebP textures ≤ 1024 px, quantised and meshopt-compressed, aiming at
 * ≤ 5 MB) and `desktop` (≤ 500 000 triangles, textures ≤ 2048 px). The viewer picks one per device.
 */
export const libraryVariantSchema = z.object({
  name: z.enum(["desktop", "phone"]),
  glb: z.string().nullable().describe("URL of the variant's GLB; null when it could not be made (see `error`)"),
  size: z.number().int().nullable().describe("Bytes of the variant's GLB"),
  triangles: z.number().int().nullable(),
  textures: z.number().int().nullable(),
  maxTextureSize: z.number().int().nullable().describe("Longest side of its largest texture, in pixels (0: no textures)"),
  sameAsOptimized: z.boolean().describe("The optimised file already met the budget and serves as this variant, unchanged"),
  simplificationError: z
    .number()
    .nullable()
    .describe("Error bound (fraction of the mesh's size) the simplifier needed to reach the triangle budget; null when not simplified"),
  error: z.string().nullable().describe("Why the variant is missing, else null"),
  notes: z.array(z.string()).describe("Where the variant misses part of its budget or was simplified coarsely, and why"),
  fidelity: z
    .number()
    .nullable()
    .default(null)
    .describe(
      "How much the variant still looks like the original: mean SSIM of both drawn from the same three cameras (1 = identical); null when unchanged or not measured",
    ),
  views: z
    .string()
    .nullable()
    .default(null)
    .describe("URL of the variant drawn from those three cameras, side by side (WebP, 768×256); null when not measured"),
  materialVariantFidelity: z
    .record(z.string(), z.number())
    .nullable()
    .default(null)
    .describe(
      "SSIM per material variant of the model (by name), the variant and the original both drawn wearing it; null when unchanged, not measured, or the model has no material variants",
    ),
});
export type LibraryVariant = z.infer<typeof libraryVariantSchema>;

/** The unit an uploaded file was authored in: glTF means metres, but some exporters write centimetres or millimetres. */
export const modelUnits = ["m", "cm", "mm"] as const;
export type ModelUnit = (typeof modelUnits)[number];
export const METERS_PER_UNIT: Record<ModelUnit, number> = { m: 1, cm: 0.01, mm: 0.001 };

/**
 * How hard its delivery variants are cut down: `strict` (phone ≤ 75 000 triangles, 512 px textures,
 * 2.5 MB), `standard` (150 000, 1024 px, 5 MB: the default), `detailed` (300 000, 2048 px, 10 MB);
 * the desktop variant halves or doubles its 500 000 triangles alike.
 */
export const modelBudgetLevels = ["strict", "standard", "detailed"] as const;
export type ModelBudgetLevel = (typeof modelBudgetLevels)[number];

/** Where augmented reality places the model: on the floor, or hung on a wall. */
export const arPlacements = ["floor", "wall"] as const;

/** The model for "View in your space": the USDZ (AR Quick Look on iOS), made next to the variants. */
export const libraryArSchema = z.object({
  placement: z.enum(arPlacements).describe("Where AR places it: `floor` (a horizontal plane) or `wall` (a vertical one)"),
  usdz: z.string().nullable().describe("URL of the USDZ for AR Quick Look; null until made, or when it could not be (see `usdzError`)"),
  usdzSize: z.number().int().nullable().describe("Bytes of the USDZ"),
  usdzStatus: z.enum(["processing", "ready", "failed", "none"]).describe("`none`: a sample, or a model processed before AR files existed"),
  usdzError: z.string().nullable().describe("Why the USDZ is missing, else null"),
  usdzVariants: z
    .array(z.object({ name: z.string(), usdz: z.string().describe("URL of the USDZ of the model wearing this material variant"), size: z.number().int() }))
    .default([])
    .describe(
      "Quick Look has no material variants: one USDZ per variant of `materialVariants`, in the file's order, made with `usdz` (empty without variants or USDZ)",
    ),
});

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
  /** The brand that uploaded it; its editors may change it. Null for samples. */
  brandId: z.string().nullable(),
  sample: z.boolean(),
  /**
   * `processing` while the uploaded model is validated and optimised in the background (`glb` is
   * the original until then); `failed` when it is not a valid glTF model or could not be processed
   * within the time and memory budget, with the reason in `error`.
   */
  status: z.enum(["processing", "ready", "failed"]),
  error: z.string().nullable().describe("Why processing failed (status `failed`), else null"),
  size: z.number().int().describe("Bytes of the served GLB"),
  originalSize: z.number().int().nullable().describe("Bytes of the uploaded file, when it was optimised"),
  triangles: z.number().int(),
  materials: z.number().int(),
  textures: z.number().int(),
  bbox: z.object({ min: vec3, max: vec3 }).describe("Bounding box in metres (after the declared `unit`)"),
  realWorldSize: z
    .object({ width: z.number(), height: z.number(), depth: z.number() })
    .describe("The model's size in the room, in metres (x, y, z of `bbox`): what AR shows"),
  unit: z.enum(modelUnits).describe("The unit the file was authored in, as its editor declared it (default `m`, glTF's)"),
  budget: z.enum(modelBudgetLevels).describe("How hard the delivery variants are cut down (default `standard`)"),
  ar: libraryArSchema,
  materialVariants: z
    .array(z.string())
    .default([])
    .describe(
      "Names of the model's material variants (glTF KHR_materials_variants: the looks it comes in, e.g. fabrics), in the file's order; a product's options choose among them. Empty when it has none",
    ),
  materialVariantSwatches: z
    .array(z.object({ name: z.string(), picture: z.string().describe("URL of a WebP of the model wearing the variant (160×120)") }))
    .default([])
    .describe("A picture of each material variant, drawn by the server when the model was processed, in the file's order"),
  thumbnail: z.string().nullable(),
  views: z
    .string()
    .nullable()
    .default(null)
    .describe("URL of the original drawn from the three cameras its variants are compared from (WebP, 768×256); null until measured"),
  variants: z
    .array(libraryVariantSchema)
    .describe("Delivery variants, once processing made them (empty for the samples and models processed before variants existed)"),
});
export type LibraryObject = z.infer<typeof libraryObjectSchema>;

/**
 * One page of the library, by name (samples and the workspace's own models together), like every
 * other list: cursor pagination, name-prefix search, and a tag filter.
 */
export const listLibraryQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(80).optional().describe("Matches the start of the name (any case)"),
    tag: z.string().trim().toLowerCase().max(40).optional().describe("Only models with this tag"),
  })
  .strict();
export type ListLibraryQuery = z.input<typeof listLibraryQuerySchema>;

export const libraryObjectParamsSchema = z.object({ objectId: documentIdSchema("Invalid id") }).strict();

export const libraryListSchema = pageOf(libraryObjectSchema);

const objectNameSchema = z.string().trim().min(1, "Name is required").max(100, "Name is too long").meta(NON_BLANK);

export const createLibraryObjectSchema = z
  .object({
    uploadId: documentIdSchema("Invalid upload id"),
    name: objectNameSchema,
    tags: tagsSchema.default([]),
  })
  .strict();
export type CreateLibraryObject = z.input<typeof createLibraryObjectSchema>;

export const updateLibraryObjectSchema = z
  .object({
    name: objectNameSchema.optional(),
    tags: tagsSchema.optional(),
    /** An image upload (PNG/WebP) rendered in the browser at upload time. */
    thumbnailUploadId: documentIdSchema().optional(),
    /** Declaring another unit re-runs processing: variants, USDZ and sizes are made again in metres. */
    unit: z.enum(modelUnits).optional().describe("The unit the file was authored in; a change re-runs processing (status `processing` until done)"),
    arPlacement: z.enum(arPlacements).optional().describe("Where AR places it; a change re-runs processing to remake the USDZ"),
    budget: z.enum(modelBudgetLevels).optional().describe("A stricter or looser budget for its delivery variants; a change re-runs processing to remake them"),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateLibraryObject = z.input<typeof updateLibraryObjectSchema>;

export const brandLibraryParamsSchema = z.object({ brandId: documentIdSchema() }).strict();

/** The brand's 3D model library. */
export const libraryRoutes = defineRoutes({
  listLibrary: {
    method: "get",
    path: "/v1/library",
    summary: "The 3D model library the workspace sees: the global samples and its own models",
    access: "library.read",
    query: listLibraryQuerySchema,
    response: libraryListSchema,
  },
  getLibraryObject: {
    method: "get",
    path: "/v1/library/:objectId",
    summary: "One library model with its stats",
    access: "library.read",
    params: libraryObjectParamsSchema,
    response: libraryObjectSchema,
  },
  createLibraryObject: {
    method: "post",
    path: "/v1/brands/:brandId/library",
    summary: "Add an uploaded GLB to the library: validated now (Khronos glTF validator), optimised in the background",
    access: "brandContent.write",
    params: brandLibraryParamsSchema,
    body: createLibraryObjectSchema,
    response: libraryObjectSchema,
    successStatus: 201,
  },
  updateLibraryObject: {
    method: "patch",
    path: "/v1/library/:objectId",
    summary: "Rename a model, edit its tags or set its thumbnail (editors of the brand that added it)",
    access: "library.read",
    params: libraryObjectParamsSchema,
    body: updateLibraryObjectSchema,
    response: libraryObjectSchema,
  },
  deleteLibraryObject: {
    method: "delete",
    path: "/v1/library/:objectId",
    summary: "Delete a model no set or scene uses (editors of the brand that added it)",
    access: "library.read",
    params: libraryObjectParamsSchema,
    response: okSchema,
  },
});
