import { z } from "zod";
import { defineRoutes } from "./route-def.js";
import { libraryObjectIdSchema } from "./scene-shapes.js";

/** The host's face: a library model, an uploaded image (public URL), or none. */
export const hostAvatarSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("model"), libraryObjectId: libraryObjectIdSchema }).strict(),
  z.object({ kind: z.literal("image"), url: z.string() }).strict(),
]);

/** The experience's virtual host: greets the visitor and says one line per segment. */
export const hostSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  avatar: hostAvatarSchema.nullable(),
  greeting: z.string(),
  /** Segment id -> what the host says when that segment shows. */
  segmentLines: z.record(z.string(), z.string()),
});
export type Host = z.infer<typeof hostSchema>;

export const defaultHost = (): Host => ({ enabled: false, name: "Your host", avatar: null, greeting: "Welcome! Let me show you around.", segmentLines: {} });

export const hostRoutes = defineRoutes({});
