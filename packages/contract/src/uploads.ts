import { z } from "zod";
import { brandParamsSchema, idSchema, isoDateTimeSchema } from "./common.js";
import { imageVariantsSchema } from "./images.js";
import { defineRoutes } from "./route-def.js";

const MB = 1024 * 1024;

/** What each kind of upload may be: its largest size and the content types it accepts. */
export const uploadKinds = {
  model: { maxBytes: 100 * MB, contentTypes: ["model/gltf-binary"] },
  video: { maxBytes: 500 * MB, contentTypes: ["video/mp4", "video/webm"] },
  image: { maxBytes: 10 * MB, contentTypes: ["image/png", "image/jpeg", "image/webp"] },
} as const;
export type UploadKind = keyof typeof uploadKinds;
export const uploadKindSchema = z.enum(Object.keys(uploadKinds) as [UploadKind, ...UploadKind[]]);

export const createUploadSchema = z
  .object({
    kind: uploadKindSchema,
    fileName: z
      .string()
      .trim()
      .min(1, "File name is required")
      .max(200, "File name is too long")
      .refine((n) => !/[\\/\u0000-\u001f]/.test(n), "File name cannot contain slashes or control characters"),
    contentType: z.string().trim().toLowerCase().max(100),
    size: z.number().int().min(1, "The file is empty"),
  })
  .strict()
  .superRefine((v, ctx) => {
    const rule = uploadKinds[v.kind];
    if (!(rule.contentTypes as readonly string[]).includes(v.contentType)) {
      ctx.addIssue({ code: "custom", path: ["contentType"], message: `A ${v.kind} must be one of: ${rule.contentTypes.join(", ")}` });
    }
  });
export type CreateUpload = z.input<typeof createUploadSchema>;

export const uploadTicketSchema = z.object({
  uploadId: idSchema,
  /** PUT the file's bytes here, with exactly these headers, before `expiresAt`. */
  uploadUrl: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const uploadStatusSchema = z.enum(["pending", "ready", "rejected"]);

export const uploadSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  kind: uploadKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  status: uploadStatusSchema,
  /** Where the stored file is served from, once ready. */
  url: z.string().nullable(),
  /** An image's size in pixels (upright), once ready; null for other kinds. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** An image's WebP copies for `srcset`, made when the upload completes (narrowest first). */
  variants: imageVariantsSchema,
  error: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Upload = z.infer<typeof uploadSchema>;

export const uploadParamsSchema = z.object({ brandId: idSchema, uploadId: idSchema }).strict();

/** Upload tickets: where the client PUTs bytes, and what the API found in them. */
export const uploadRoutes = defineRoutes({
  createUpload: {
    method: "post",
    path: "/v1/brands/:brandId/uploads",
    summary: "Get an upload ticket: a URL to PUT one file's bytes to, checked against the kind's limits",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createUploadSchema,
    response: uploadTicketSchema,
    successStatus: 201,
  },
  completeUpload: {
    method: "post",
    path: "/v1/brands/:brandId/uploads/:uploadId/complete",
    summary: "Finish an upload: the API checks the stored bytes by their content and publishes them",
    access: "brandContent.write",
    params: uploadParamsSchema,
    response: uploadSchema,
  },
  getUpload: {
    method: "get",
    path: "/v1/brands/:brandId/uploads/:uploadId",
    summary: "One upload and its state",
    access: "brandContent.read",
    params: uploadParamsSchema,
    response: uploadSchema,
  },
});
