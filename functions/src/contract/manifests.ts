import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { hexColorSchema, themeSchema } from "./theme.js";
import { cameraPointsSchema, localIdSchema, segmentSchema, transformSchema, vec3Schema } from "./scene-shapes.js";
import { lightingPresets, floorKinds } from "./sets.js";
import { surveyQuestionSchema } from "./surveys.js";

/** Bumped on any change a viewer already in the field could not read. */
export const MANIFEST_SCHEMA_VERSION = 1;

const manifestObjectSchema = z.discriminatedUnion("kind", [
  z.object({ id: localIdSchema, kind: z.literal("model"), modelId: z.string(), transform: transformSchema }),
  z.object({ id: localIdSchema, kind: z.literal("videoWall"), transform: transformSchema }),
]);

export const manifestSceneSchema = z.object({
  id: idSchema,
  name: z.string(),
  tags: z.array(z.string()),
  camera: cameraPointsSchema,
  setId: idSchema.nullable(),
  segments: z.array(segmentSchema),
  objects: z.array(manifestObjectSchema),
});

/** One model the scenes use, with the experience's overrides already applied. */
export const manifestModelSchema = z.object({
  name: z.string(),
  /** The optimised GLB (the original when optimisation saved nothing). */
  url: z.string(),
  bytes: z.number().int(),
  interactive: z.boolean(),
  productId: idSchema.nullable(),
  /** Multiplies each placement's scale. */
  scale: z.number(),
});

export const manifestSetSchema = z.object({
  name: z.string(),
  lighting: z.enum(lightingPresets),
  background: hexColorSchema,
  floor: z.object({ kind: z.enum(floorKinds), color: z.string(), size: z.number() }),
  /** Key into `models`, when the set has a backdrop model. */
  backdropModelId: z.string().nullable(),
});

export const manifestProductSchema = z.object({
  id: idSchema,
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  /** In the currency's major unit (249.5 EUR), formatted by the viewer with Intl.NumberFormat. */
  price: z.number(),
  currency: z.string().length(3),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  hotspot: z.object({ sceneId: idSchema, position: vec3Schema }).nullable(),
});

export const manifestVideoSchema = z.object({
  id: idSchema,
  title: z.string(),
  url: z.string(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});

/** Everything the public viewer needs to show one experience, in one immutable document. */
export const manifestSchema = z.object({
  schemaVersion: z.literal(MANIFEST_SCHEMA_VERSION),
  brandId: idSchema,
  experienceId: idSchema,
  /** The published version, or null for a live draft (test links). */
  version: z.number().int().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  name: z.string(),
  brand: z.object({ name: z.string() }),
  theme: themeSchema,
  scenes: z.array(manifestSceneSchema).min(1),
  models: z.record(z.string(), manifestModelSchema),
  sets: z.record(z.string(), manifestSetSchema),
  products: z.array(manifestProductSchema),
  videoWall: z
    .object({
      rows: z.number().int(),
      columns: z.number().int(),
      autoplay: z.boolean(),
      muted: z.boolean(),
      loop: z.boolean(),
      videos: z.array(manifestVideoSchema),
    })
    .nullable(),
  host: z
    .object({
      name: z.string(),
      avatar: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("model"), modelId: z.string() }),
        z.object({ kind: z.literal("image"), url: z.string() }),
      ]).nullable(),
      greeting: z.string(),
      segmentLines: z.record(z.string(), z.string()),
    })
    .nullable(),
  survey: z.object({ id: idSchema, title: z.string(), questions: z.array(surveyQuestionSchema) }).nullable(),
  /** The public face of the assistant; its knowledge stays on the server. */
  aiChat: z
    .object({ name: z.string(), welcomeMessage: z.string(), suggestedQuestions: z.array(z.string()) })
    .nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const manifestRoutes = defineRoutes({});
