import { z } from "zod";
import { documentIdSchema, NON_BLANK } from "./common.js";

/** Scene coordinates are metres; anything further than 10 km is a typo, not a scene. */
const coordinate = z.number().finite().min(-10000).max(10000);

export const vec3Schema = z.object({ x: coordinate, y: coordinate, z: coordinate }).strict();
export type Vec3 = z.infer<typeof vec3Schema>;

export const ORIGIN: Vec3 = { x: 0, y: 0, z: 0 };

/**
 * The seed's camera points: where the camera comes from (`before`), where it stands
 * (`position`) looking at `target`, and where it leaves to (`after`). All start at the origin;
 * a viewer frames the scene itself while `position` equals `target`.
 */
export const cameraPointsSchema = z.object({ before: vec3Schema, position: vec3Schema, target: vec3Schema, after: vec3Schema }).strict();
export type CameraPoints = z.infer<typeof cameraPointsSchema>;
export const defaultCameraPoints = (): CameraPoints => ({ before: ORIGIN, position: ORIGIN, target: ORIGIN, after: ORIGIN });

const scaleComponent = z.number().finite().min(0.001).max(1000);

/** Euler rotation in radians (XYZ order, as three.js), scale per axis. */
export const transformSchema = z
  .object({
    position: vec3Schema,
    rotation: vec3Schema,
    scale: z.object({ x: scaleComponent, y: scaleComponent, z: scaleComponent }).strict(),
  })
  .strict();
export type Transform = z.infer<typeof transformSchema>;
export const identityTransform = (): Transform => ({ position: ORIGIN, rotation: ORIGIN, scale: { x: 1, y: 1, z: 1 } });

/** Ids the editor makes up for things inside a scene document (objects, segments). */
export const localIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Invalid id");
export const libraryObjectIdSchema = documentIdSchema("Invalid library object id");

/** glTF variant names are the file's; a handful of fabrics or finishes never need more. */
export const MATERIAL_VARIANT_NAME_MAX = 200;

/**
 * Which of its model's material variants (glTF KHR_materials_variants, by the name the library
 * lists in `materialVariants`) a placed model wears; null or absent: its own look, or the default
 * option of the product it is linked to.
 */
export const materialVariantChoiceSchema = z
  .string()
  .trim()
  .min(1, "Name the material variant, or send null for the model's own look")
  .max(MATERIAL_VARIANT_NAME_MAX, "No material variant has so long a name")
  .nullable()
  .optional();

/** What stands in a scene: a model of the library, or the experience's video wall surface. */
export const sceneObjectSchema = z.discriminatedUnion("kind", [
  z
    .object({
      id: localIdSchema,
      kind: z.literal("model"),
      libraryObjectId: libraryObjectIdSchema,
      transform: transformSchema,
      variant: materialVariantChoiceSchema,
    })
    .strict(),
  z.object({ id: localIdSchema, kind: z.literal("videoWall"), transform: transformSchema }).strict(),
]);
export type SceneObject = z.infer<typeof sceneObjectSchema>;

/** An ordered stop within a scene: its own camera points (or the scene's) and what it highlights. */
export const segmentSchema = z
  .object({
    id: localIdSchema,
    title: z.string().trim().min(1, "Segment title is required").max(100, "Segment title is too long").meta(NON_BLANK),
    camera: cameraPointsSchema.nullable().default(null),
    objectIds: z.array(localIdSchema).max(100).default([]),
  })
  .strict();
export type Segment = z.infer<typeof segmentSchema>;
