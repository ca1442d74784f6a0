import { z } from "zod";
import { documentIdSchema, experienceParamsSchema, isoDateTimeSchema, pageOf, smallListQuerySchema } from "./common.js";
import { manifestChangeSchema, manifestSummarySchema } from "./manifests.js";
import { defineRoutes } from "./route-def.js";
import { schedulePublishSchema } from "./scheduled-publishes.js";

/**
 * pending: waiting for a brand admin; approved: published as `publishedVersion`; rejected;
 * superseded: a newer request for the same experience replaced it before anyone decided.
 */
export const publishRequestStatusSchema = z.enum(["pending", "approved", "rejected", "superseded"]);
export type PublishRequestStatus = z.infer<typeof publishRequestStatusSchema>;

const personSchema = z.object({ uid: z.string(), name: z.string().nullable() });

/**
 * A request to publish the experience's draft, on a brand that requires approval. The draft is
 * snapshot with the request: approving publishes exactly that snapshot, and is refused (409) once
 * the draft no longer matches it, so nobody approves one thing and publishes another.
 */
export const publishRequestSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  experienceId: z.string(),
  experienceName: z.string(),
  status: publishRequestStatusSchema,
  releaseNotes: z.string(),
  /** The live version the changes are measured against (null: nothing was live). */
  liveVersion: z.number().int().nullable(),
  /** What publishing would change for the public, against `liveVersion` (null while nothing is live). */
  changes: z.array(manifestChangeSchema).nullable(),
  /** True when there were more changes than listed. */
  changesTruncated: z.boolean(),
  summary: manifestSummarySchema,
  requestedAt: isoDateTimeSchema,
  requestedBy: personSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  decidedBy: personSchema.nullable(),
  decisionComment: z.string().nullable(),
  publishedVersion: z.number().int().nullable(),
  /** Set when the approval scheduled the reviewed draft instead of publishing it at once. */
  scheduledPublishId: z.string().nullable(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const createPublishRequestSchema = z
  .object({ releaseNotes: z.string().trim().max(4000, "Release notes are at most 4000 characters").default("") })
  .strict();
export type CreatePublishRequest = z.input<typeof createPublishRequestSchema>;
export const approvePublishRequestSchema = z
  .object({
    comment: z.string().trim().max(2000, "Comments are at most 2000 characters").default(""),
    /** Publish the reviewed draft at this local time (a scheduled publish) instead of now. */
    schedule: schedulePublishSchema.optional(),
  })
  .strict();
export type ApprovePublishRequest = z.input<typeof approvePublishRequestSchema>;
export const rejectPublishRequestSchema = z
  .object({ comment: z.string().trim().min(1, "Say why the request is rejected").max(2000, "Comments are at most 2000 characters") })
  .strict();
export type RejectPublishRequest = z.input<typeof rejectPublishRequestSchema>;

const publishRequestIdSchema = documentIdSchema("Invalid publish request id");
export const publishRequestParamsSchema = experienceParamsSchema.safeExtend({ publishRequestId: publishRequestIdSchema }).strict();

export const publishRequestRoutes = defineRoutes({
  createPublishRequest: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/publish-requests",
    summary:
      "Ask the brand's admins to publish the experience's current draft (snapshot now, with its changes against the live version); replaces the experience's pending request (422 when the draft cannot be published)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: createPublishRequestSchema,
    response: publishRequestSchema,
    successStatus: 201,
  },
  listPublishRequests: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/publish-requests",
    summary: "The experience's publish requests, newest first",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: smallListQuerySchema,
    response: pageOf(publishRequestSchema),
  },
  getPublishRequest: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/publish-requests/:publishRequestId",
    summary: "One publish request",
    access: "brandContent.read",
    params: publishRequestParamsSchema,
    response: publishRequestSchema,
  },
  approvePublishRequest: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/publish-requests/:publishRequestId/approve",
    summary:
      "Approve a pending request: publishes exactly the draft it was made with, now or, with `schedule`, at that local time (a scheduled publish). 409 when the draft changed since (a new request is needed) or the request was already decided",
    access: "brandContent.approve",
    params: publishRequestParamsSchema,
    body: approvePublishRequestSchema,
    response: publishRequestSchema,
  },
  rejectPublishRequest: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/publish-requests/:publishRequestId/reject",
    summary: "Reject a pending request, saying why (409 once it was decided)",
    access: "brandContent.approve",
    params: publishRequestParamsSchema,
    body: rejectPublishRequestSchema,
    response: publishRequestSchema,
  },
});
