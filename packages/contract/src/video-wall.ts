import { z } from "zod";
import { idSchema, experienceParamsSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

export const VIDEO_WALL_MAX_SIDE = 6;

/** A grid of brand videos shown as one surface; where it stands is a `videoWall` scene object. */
export const videoWallSchema = z.object({
  rows: z.number().int().min(1).max(VIDEO_WALL_MAX_SIDE),
  columns: z.number().int().min(1).max(VIDEO_WALL_MAX_SIDE),
  /** Brand video ids in reading order (left to right, top to bottom); at most rows x columns. */
  videoIds: z.array(idSchema),
  autoplay: z.boolean(),
  muted: z.boolean(),
  loop: z.boolean(),
});
export type VideoWall = z.infer<typeof videoWallSchema>;

export const defaultVideoWall = (): VideoWall => ({ rows: 1, columns: 2, videoIds: [], autoplay: true, muted: true, loop: true });

const sideSchema = (what: string) =>
  z
    .number(`${what} must be a number`)
    .int(`${what} must be a whole number`)
    .min(1, `At least 1 ${what.toLowerCase()}`)
    .max(VIDEO_WALL_MAX_SIDE, `At most ${VIDEO_WALL_MAX_SIDE} ${what.toLowerCase()}`);

/** The whole wall, replaced at once; every id must be a video of the brand (the same video may fill several cells). */
export const updateVideoWallSchema = z
  .object({
    rows: sideSchema("Rows"),
    columns: sideSchema("Columns"),
    videoIds: z.array(idSchema).max(VIDEO_WALL_MAX_SIDE * VIDEO_WALL_MAX_SIDE),
    autoplay: z.boolean(),
    muted: z.boolean(),
    loop: z.boolean(),
  })
  .strict()
  .superRefine((wall, ctx) => {
    const cells = wall.rows * wall.columns;
    if (wall.videoIds.length > cells) {
      ctx.addIssue({
        code: "custom",
        path: ["videoIds"],
        message: `A ${wall.rows} x ${wall.columns} wall has ${cells} cell${cells === 1 ? "" : "s"}; remove ${wall.videoIds.length - cells} video${wall.videoIds.length - cells === 1 ? "" : "s"} or add cells`,
      });
    }
  });
export type UpdateVideoWall = z.input<typeof updateVideoWallSchema>;

/** What the console needs to preview a cell without loading the whole library. */
export const videoWallVideoSchema = z.object({
  id: idSchema,
  title: z.string(),
  url: z.string(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number(),
});
export type VideoWallVideo = z.infer<typeof videoWallVideoSchema>;

/** The wall with its videos resolved (each once, in order of first use); ids of deleted videos are left out. */
export const videoWallDetailSchema = videoWallSchema.extend({ videos: z.array(videoWallVideoSchema) });
export type VideoWallDetail = z.infer<typeof videoWallDetailSchema>;

export const videoWallRoutes = defineRoutes({
  getVideoWall: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/video-wall",
    summary: "The experience's video wall: grid, videos in order, playback settings",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: videoWallDetailSchema,
  },
  updateVideoWall: {
    method: "put",
    path: "/v1/brands/:brandId/experiences/:experienceId/video-wall",
    summary: "Replace the video wall: rows and columns (1-6), brand videos in reading order (at most rows x columns), autoplay, mute, loop",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: updateVideoWallSchema,
    response: videoWallDetailSchema,
  },
});

export { VIDEO_WALL_GEOMETRY, videoWallLayout, type VideoWallTile } from "./video-wall-layout.js";
