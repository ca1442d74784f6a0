import { z } from "zod";
import { brandParamsSchema, documentIdSchema, idSchema, isoDateTimeSchema, NON_BLANK, NON_EMPTY_BODY, okSchema, pageOf, tagsSchema } from "./common.js";
import { listBrandContentQuerySchema } from "./stores.js";
import { defineRoutes } from "./route-def.js";

const uploadIdSchema = documentIdSchema("Invalid upload id");
const videoTitleSchema = z.string().trim().min(1, "Title is required").max(120, "Title is too long").meta(NON_BLANK);

export const videoSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  title: z.string(),
  tags: z.array(z.string()),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Measured by the browser from the file itself when it was uploaded. */
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  posterUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Video = z.infer<typeof videoSchema>;

export const createVideoSchema = z
  .object({
    uploadId: uploadIdSchema,
    title: videoTitleSchema,
    tags: tagsSchema.default([]),
    durationSeconds: z
      .number()
      .positive("Duration must be positive")
      .max(6 * 3600, "Videos can last at most 6 hours"),
    width: z.number().int().min(1).max(8192),
    height: z.number().int().min(1).max(8192),
    /** An image upload: the poster frame captured in the browser. */
    posterUploadId: uploadIdSchema.optional(),
  })
  .strict();
export type CreateVideo = z.input<typeof createVideoSchema>;

export const updateVideoSchema = z
  .object({
    title: videoTitleSchema.optional(),
    tags: tagsSchema.optional(),
    posterUploadId: uploadIdSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateVideo = z.input<typeof updateVideoSchema>;

export const listVideosQuerySchema = listBrandContentQuerySchema;
export const videoParamsSchema = z.object({ brandId: idSchema, videoId: idSchema }).strict();

/** A brand's videos. */
export const videoRoutes = defineRoutes({
  listVideos: {
    method: "get",
    path: "/v1/brands/:brandId/videos",
    summary: "The brand's video library",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listVideosQuerySchema,
    response: pageOf(videoSchema),
  },
  createVideo: {
    method: "post",
    path: "/v1/brands/:brandId/videos",
    summary: "Add an uploaded MP4/WebM to the library, with its poster frame and duration measured in the browser",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createVideoSchema,
    response: videoSchema,
    successStatus: 201,
  },
  getVideo: {
    method: "get",
    path: "/v1/brands/:brandId/videos/:videoId",
    summary: "One video",
    access: "brandContent.read",
    params: videoParamsSchema,
    response: videoSchema,
  },
  updateVideo: {
    method: "patch",
    path: "/v1/brands/:brandId/videos/:videoId",
    summary: "Retitle, retag or change the poster of a video",
    access: "brandContent.write",
    params: videoParamsSchema,
    body: updateVideoSchema,
    response: videoSchema,
  },
  deleteVideo: {
    method: "delete",
    path: "/v1/brands/:brandId/videos/:videoId",
    summary: "Delete a video and its files",
    access: "brandContent.write",
    params: videoParamsSchema,
    response: okSchema,
  },
});
