import { z } from "zod";
import { idSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

/** A grid of brand videos shown as one surface; where it stands is a `videoWall` scene object. */
export const videoWallSchema = z.object({
  rows: z.number().int().min(1).max(6),
  columns: z.number().int().min(1).max(6),
  /** Brand video ids in reading order (left to right, top to bottom); at most rows x columns. */
  videoIds: z.array(idSchema),
  autoplay: z.boolean(),
  muted: z.boolean(),
  loop: z.boolean(),
});
export type VideoWall = z.infer<typeof videoWallSchema>;

export const defaultVideoWall = (): VideoWall => ({ rows: 1, columns: 2, videoIds: [], autoplay: true, muted: true, loop: true });

export const videoWallRoutes = defineRoutes({});
