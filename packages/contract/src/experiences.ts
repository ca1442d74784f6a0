import { z } from "zod";
import {
  idSchema,
  isoDateTimeSchema,
  okSchema,
  pageOf,
  smallListQuerySchema,
  tagsSchema,
  NON_EMPTY_BODY,
  NON_BLANK,
  experienceParamsSchema,
} from "./common.js";
import { defineRoutes } from "./route-def.js";
import { cameraPointsSchema, libraryObjectIdSchema, sceneObjectSchema, segmentSchema } from "./scene-shapes.js";
import { listBrandContentQuerySchema } from "./stores.js";

export const experienceStatuses = ["draft", "published", "archived"] as const;
export const experienceStatusSchema = z.enum(experienceStatuses);
export type ExperienceStatus = z.infer<typeof experienceStatusSchema>;

export const experienceSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  name: z.string(),
  /** `published` once a manifest exists; `archived` hides it from pickers (placements keep working until changed). */
  status: experienceStatusSchema,
  publishedVersion: z.number().int().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  /** The survey the viewer offers at the end, if any. */
  surveyId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Experience = z.infer<typeof experienceSchema>;

const experienceNameSchema = z.string().trim().min(1, "Experience name is required").max(100, "Experience name is too long").meta(NON_BLANK);

export const createExperienceSchema = z.object({ name: experienceNameSchema }).strict();
export type CreateExperience = z.input<typeof createExperienceSchema>;

export const updateExperienceSchema = z
  .object({
    name: experienceNameSchema.optional(),
    /** Archive or bring back; `published` is only ever set by publishing. */
    archived: z.boolean().optional(),
    surveyId: idSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateExperience = z.input<typeof updateExperienceSchema>;

/** `active` = draft or published: everything not archived. No status lists every experience. */
export const experienceListStatuses = [...experienceStatuses, "active"] as const;
export const listExperiencesQuerySchema = listBrandContentQuerySchema.safeExtend({
  status: z.enum(experienceListStatuses).optional(),
});
export type ListExperiencesQuery = z.input<typeof listExperiencesQuerySchema>;

/** What the experience dashboard shows at a glance. */
export const experienceSummarySchema = z.object({
  experienceId: idSchema,
  status: experienceStatusSchema,
  publishedVersion: z.number().int().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
  scenes: z.number().int(),
  /** Objects placed across all scenes (models and video walls). */
  objects: z.number().int(),
  products: z.number().int(),
  /** Placements (QR codes) that show it by default or on a schedule. */
  placements: z.number().int(),
});
export type ExperienceSummary = z.infer<typeof experienceSummarySchema>;

/** The seed's Scene, stored under the experience, plus an order and an edit version. */
export const sceneSchema = z.object({
  id: idSchema,
  experienceId: idSchema,
  name: z.string(),
  order: z.number().int(),
  /** The brand set used as backdrop, if any. */
  setId: idSchema.nullable(),
  objects: z.array(sceneObjectSchema),
  segments: z.array(segmentSchema),
  tags: z.array(z.string()),
  camera: cameraPointsSchema,
  /** Increases by one on every saved change; an update must name the version it edited. */
  version: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Scene = z.infer<typeof sceneSchema>;

const sceneNameSchema = z.string().trim().min(1, "Scene name is required").max(100, "Scene name is too long").meta(NON_BLANK);

export const createSceneSchema = z.object({ name: sceneNameSchema.default("Intro") }).strict();

export const updateSceneSchema = z
  .object({
    /** The version this edit was made on: a stale one is refused with 409. */
    version: z.number().int().min(0),
    name: sceneNameSchema.optional(),
    setId: idSchema.nullable().optional(),
    objects: z.array(sceneObjectSchema).max(500, "A scene holds at most 500 objects").optional(),
    segments: z.array(segmentSchema).max(50, "A scene holds at most 50 segments").optional(),
    tags: tagsSchema.optional(),
    camera: cameraPointsSchema.optional(),
  })
  .strict();
export type UpdateScene = z.input<typeof updateSceneSchema>;

export const reorderScenesSchema = z.object({ sceneIds: z.array(idSchema).min(1).max(100) }).strict();
export const sceneParamsSchema = experienceParamsSchema.safeExtend({ sceneId: idSchema }).strict();

/** A library object as this experience uses it: where, and its per-experience overrides. */
export const virtualObjectSchema = z.object({
  libraryObjectId: libraryObjectIdSchema,
  /** The library's name for it. */
  name: z.string(),
  /** The library's thumbnail image, when it has one. */
  thumbnail: z.string().nullable(),
  displayName: z.string().nullable(),
  /** Multiplies every placement's own scale. */
  scale: z.number(),
  interactive: z.boolean(),
  /** The product its tap opens, if any. */
  productId: idSchema.nullable(),
  usedIn: z.array(z.object({ sceneId: idSchema, sceneName: z.string(), count: z.number().int() })),
});
export type VirtualObject = z.infer<typeof virtualObjectSchema>;

export const updateVirtualObjectSchema = z
  .object({
    displayName: z.string().trim().max(100).nullable().optional(),
    scale: z.number().finite().min(0.01).max(100).optional(),
    interactive: z.boolean().optional(),
    productId: idSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateVirtualObject = z.input<typeof updateVirtualObjectSchema>;
export const virtualObjectParamsSchema = experienceParamsSchema.safeExtend({ libraryObjectId: libraryObjectIdSchema }).strict();

export const experienceRoutes = defineRoutes({
  listExperiences: {
    method: "get",
    path: "/v1/brands/:brandId/experiences",
    summary: "The brand's experiences",
    access: "brandContent.read",
    params: z.object({ brandId: idSchema }).strict(),
    query: listExperiencesQuerySchema,
    response: pageOf(experienceSchema),
  },
  createExperience: {
    method: "post",
    path: "/v1/brands/:brandId/experiences",
    summary: "Create a draft experience with one Intro scene",
    access: "brandContent.write",
    params: z.object({ brandId: idSchema }).strict(),
    body: createExperienceSchema,
    response: experienceSchema,
    successStatus: 201,
  },
  getExperience: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId",
    summary: "One experience",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: experienceSchema,
  },
  updateExperience: {
    method: "patch",
    path: "/v1/brands/:brandId/experiences/:experienceId",
    summary: "Rename, archive or restore an experience, or choose its survey",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: updateExperienceSchema,
    response: experienceSchema,
  },
  getExperienceSummary: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/summary",
    summary: "Counts for the experience dashboard: scenes, objects, products, placements, last publish",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: experienceSummarySchema,
  },
  duplicateExperience: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/duplicate",
    summary: "Deep copy of an experience (scenes, products, settings) as a new draft",
    access: "brandContent.write",
    params: experienceParamsSchema,
    response: experienceSchema,
    successStatus: 201,
  },
  deleteExperience: {
    method: "delete",
    path: "/v1/brands/:brandId/experiences/:experienceId",
    summary: "Delete an experience and everything in it (refused while placements show it)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    response: okSchema,
  },
  listScenes: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/scenes",
    summary: "The experience's scenes, in order (at most 100: by default one page holds them all)",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: smallListQuerySchema,
    response: pageOf(sceneSchema),
  },
  createScene: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/scenes",
    summary: "Add a scene at the end",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: createSceneSchema,
    response: sceneSchema,
    successStatus: 201,
  },
  reorderScenes: {
    method: "put",
    path: "/v1/brands/:brandId/experiences/:experienceId/scene-order",
    summary: "Put the scenes in this order (every scene named once); If-Match takes the ETag of the scene list",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: reorderScenesSchema,
    response: z.object({ items: z.array(sceneSchema) }),
    etagOf: "/v1/brands/:brandId/experiences/:experienceId/scenes",
  },
  getScene: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/scenes/:sceneId",
    summary: "One scene",
    access: "brandContent.read",
    params: sceneParamsSchema,
    response: sceneSchema,
  },
  updateScene: {
    method: "patch",
    path: "/v1/brands/:brandId/experiences/:experienceId/scenes/:sceneId",
    summary: "Save a scene edit made on `version` (409 when someone saved since)",
    access: "brandContent.write",
    params: sceneParamsSchema,
    body: updateSceneSchema,
    response: sceneSchema,
  },
  duplicateScene: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/scenes/:sceneId/duplicate",
    summary: "Copy a scene, placed right after it",
    access: "brandContent.write",
    params: sceneParamsSchema,
    response: sceneSchema,
    successStatus: 201,
  },
  deleteScene: {
    method: "delete",
    path: "/v1/brands/:brandId/experiences/:experienceId/scenes/:sceneId",
    summary: "Delete a scene (never the last one)",
    access: "brandContent.write",
    params: sceneParamsSchema,
    response: okSchema,
  },
  listVirtualObjects: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/virtual-objects",
    summary: "The library objects this experience uses, where, and their overrides (by default up to 100 in one page)",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: smallListQuerySchema,
    response: pageOf(virtualObjectSchema),
  },
  getVirtualObject: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/virtual-objects/:libraryObjectId",
    summary: "One library object this experience uses, where, and its overrides",
    access: "brandContent.read",
    params: virtualObjectParamsSchema,
    response: virtualObjectSchema,
  },
  updateVirtualObject: {
    method: "patch",
    path: "/v1/brands/:brandId/experiences/:experienceId/virtual-objects/:libraryObjectId",
    summary: "Change how this experience shows a library object",
    access: "brandContent.write",
    params: virtualObjectParamsSchema,
    body: updateVirtualObjectSchema,
    response: virtualObjectSchema,
  },
});
