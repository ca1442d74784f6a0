import { z } from "zod";
import { documentIdSchema, experienceParamsSchema, NON_BLANK } from "./common.js";
import { imageVariantsSchema } from "./images.js";
import { defineRoutes } from "./route-def.js";
import { libraryObjectIdSchema, localIdSchema } from "./scene-shapes.js";

/** The host's face: a library model, an uploaded image (public URL), or none. */
export const hostAvatarSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("model"), libraryObjectId: libraryObjectIdSchema }).strict(),
  z.object({ kind: z.literal("image"), url: z.string(), variants: imageVariantsSchema.optional() }).strict(),
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

export const HOST_NAME_MAX = 60;
export const HOST_LINE_MAX = 500;
export const HOST_SEGMENT_LINES_MAX = 200;

const uploadIdSchema = documentIdSchema("Invalid upload id");
const hostLineSchema = (what: string) => z.string().trim().max(HOST_LINE_MAX, `${what} is at most ${HOST_LINE_MAX} characters`);

/** The avatar as the editor sets it: a library model, or a finished image upload (its URL is stored). */
export const hostAvatarInputSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("model"), libraryObjectId: libraryObjectIdSchema }).strict(),
    z.object({ kind: z.literal("image"), uploadId: uploadIdSchema }).strict(),
  ],
  'The avatar is a library model ({kind: "model", libraryObjectId}) or an image upload ({kind: "image", uploadId})',
);

/**
 * The whole host (PUT). `avatar` omitted keeps the current one, null removes it. Empty segment
 * lines are dropped (the host says nothing there).
 */
export const updateHostSchema = z
  .object({
    enabled: z.boolean(),
    name: z.string().trim().min(1, "The host needs a name").max(HOST_NAME_MAX, `Name is at most ${HOST_NAME_MAX} characters`).meta(NON_BLANK),
    avatar: hostAvatarInputSchema.nullable().optional(),
    greeting: hostLineSchema("Greeting"),
    segmentLines: z
      .record(localIdSchema, hostLineSchema("A segment line"))
      .refine((lines) => Object.keys(lines).length <= HOST_SEGMENT_LINES_MAX, `At most ${HOST_SEGMENT_LINES_MAX} segment lines`)
      .default({}),
  })
  .strict();
export type UpdateHost = z.input<typeof updateHostSchema>;

export const hostRoutes = defineRoutes({
  getHost: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/host",
    summary: "The experience's virtual host",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: hostSchema,
  },
  updateHost: {
    method: "put",
    path: "/v1/brands/:brandId/experiences/:experienceId/host",
    summary: "Replace the host (on/off, name, avatar, greeting, one line per segment)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: updateHostSchema,
    response: hostSchema,
  },
});
