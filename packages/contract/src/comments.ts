import { z } from "zod";
import { documentIdSchema, experienceParamsSchema, idSchema, isoDateTimeSchema, NON_BLANK, okSchema, pageOf, uidSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { publicEndpoints } from "./public-endpoints.js";
import { vec3Schema } from "./scene-shapes.js";

/**
 * Review comments on an experience's draft, for the people of the workspace: never part of a
 * published manifest nor of anything the public viewer reads. Anyone who can read the brand's
 * content (brand viewers included: reviewers) may comment; each edits their own words, and deletes
 * their own comment or, as a brand admin, anyone's.
 */

export const COMMENT_MAX_CHARS = 2000;
export const COMMENT_MAX_MENTIONS = 20;
/** A thread holds at most this many replies: a longer discussion belongs in a new thread. */
export const COMMENT_MAX_REPLIES = 100;
/** Threads per page, each with all its replies. */
export const COMMENT_PAGE_MAX = 30;

/** What a thread is pinned to: a point of a scene (metres, as the scene's objects) or a product of the experience. */
export const commentAnchorSchema = z.union([z.object({ sceneId: idSchema, position: vec3Schema }).strict(), z.object({ productId: idSchema }).strict()]);
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

export const commentStatusSchema = z.enum(["open", "resolved"]);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

const personSchema = z.object({ uid: z.string(), name: z.string().nullable() });

/**
 * Who wrote a comment: a member of the workspace, or a reviewer who commented through a preview
 * link that allows it (a name they typed, no account), with the link's current label.
 */
export const commentAuthorSchema = z.discriminatedUnion("kind", [
  personSchema.extend({ kind: z.literal("member") }),
  z.object({ kind: z.literal("reviewer"), name: z.string(), testAccessId: z.string(), testAccessLabel: z.string().nullable() }),
]);
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.object({
  id: z.string(),
  experienceId: z.string(),
  /** The thread a reply answers; null for the thread's first comment. */
  parentId: z.string().nullable(),
  /** The thread's anchor (a reply carries its thread's). */
  anchor: commentAnchorSchema,
  body: z.string(),
  /** The workspace members the body mentions, as they were named when it was written. */
  mentions: z.array(personSchema),
  /** A thread's status; null on replies (they follow their thread). */
  status: commentStatusSchema.nullable(),
  author: commentAuthorSchema,
  createdAt: isoDateTimeSchema,
  editedAt: isoDateTimeSchema.nullable(),
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: personSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A thread: its first comment and its replies, oldest first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

const bodySchema = z.string().trim().min(1, "Write a comment").max(COMMENT_MAX_CHARS, `Comments are at most ${COMMENT_MAX_CHARS} characters`).meta(NON_BLANK);
const mentionsSchema = z
  .array(uidSchema)
  .max(COMMENT_MAX_MENTIONS, `At most ${COMMENT_MAX_MENTIONS} mentions per comment`)
  .default([])
  .describe("The uids of the workspace members the body mentions (`@name`): each must be a member of this workspace");

export const createCommentSchema = z.object({ anchor: commentAnchorSchema, body: bodySchema, mentions: mentionsSchema }).strict();
export type CreateComment = z.input<typeof createCommentSchema>;
export const replyToCommentSchema = z.object({ body: bodySchema, mentions: mentionsSchema }).strict();
export type ReplyToComment = z.input<typeof replyToCommentSchema>;
export const updateCommentSchema = replyToCommentSchema;
export type UpdateComment = z.input<typeof updateCommentSchema>;

export const listCommentsQuerySchema = z
  .object({
    status: z.enum(["open", "all"]).default("open").describe("open: unresolved threads only (the default); all: resolved ones too"),
    limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();
export type ListCommentsQuery = z.input<typeof listCommentsQuerySchema>;

export const commentParamsSchema = experienceParamsSchema.safeExtend({ commentId: documentIdSchema("Invalid comment id") }).strict();

const COMMENTS = "/v1/brands/:brandId/experiences/:experienceId/comments";

export const commentRoutes = defineRoutes({
  listComments: {
    method: "get",
    path: COMMENTS,
    summary: "The experience's comment threads, newest first, each with its replies (open ones only unless `status=all`)",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: listCommentsQuerySchema,
    response: pageOf(commentThreadSchema),
  },
  createComment: {
    method: "post",
    path: COMMENTS,
    summary: "Start a thread pinned to a point of a scene or to a product of the experience (422 when that scene or product is not the experience's)",
    access: "brandContent.comment",
    params: experienceParamsSchema,
    body: createCommentSchema,
    response: commentSchema,
    successStatus: 201,
  },
  replyToComment: {
    method: "post",
    path: `${COMMENTS}/:commentId/replies`,
    summary: `Reply to a thread (one level: a reply to a reply answers its thread; at most ${COMMENT_MAX_REPLIES} replies)`,
    access: "brandContent.comment",
    params: commentParamsSchema,
    body: replyToCommentSchema,
    response: commentSchema,
    successStatus: 201,
  },
  updateComment: {
    method: "patch",
    path: `${COMMENTS}/:commentId`,
    summary: "Change the body (and mentions) of one's own comment",
    access: "brandContent.comment",
    params: commentParamsSchema,
    body: updateCommentSchema,
    response: commentSchema,
  },
  deleteComment: {
    method: "delete",
    path: `${COMMENTS}/:commentId`,
    summary: "Delete one's own comment (a brand admin deletes anyone's); deleting a thread's first comment deletes its replies",
    access: "brandContent.comment",
    params: commentParamsSchema,
    response: okSchema,
  },
  resolveComment: {
    method: "post",
    path: `${COMMENTS}/:commentId/resolve`,
    summary: "Mark an open thread resolved (409 when it is resolved already)",
    access: "brandContent.comment",
    params: commentParamsSchema,
    response: commentSchema,
  },
  reopenComment: {
    method: "post",
    path: `${COMMENTS}/:commentId/reopen`,
    summary: "Open a resolved thread again (409 when it is open)",
    access: "brandContent.comment",
    params: commentParamsSchema,
    response: commentSchema,
  },
});

/** Longest a reviewer's name is. */
export const REVIEWER_NAME_MAX_CHARS = 60;
/** Open threads one preview link may hold: all of them fit the reviewers' one page. */
export const REVIEWER_OPEN_THREADS_MAX = 100;

/**
 * What a reviewer on a preview link sees of a comment: no uids, no e-mail addresses, no mentions.
 * A member's reply shows their display name only when it is not an e-mail address (null then).
 */
export const reviewerCommentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  anchor: commentAnchorSchema,
  body: z.string(),
  status: commentStatusSchema.nullable(),
  author: z.object({ kind: z.enum(["member", "reviewer"]), name: z.string().nullable() }),
  createdAt: isoDateTimeSchema,
});
export type ReviewerComment = z.infer<typeof reviewerCommentSchema>;
export const reviewerCommentThreadSchema = reviewerCommentSchema.extend({ replies: z.array(reviewerCommentSchema) });
export type ReviewerCommentThread = z.infer<typeof reviewerCommentThreadSchema>;

export const createReviewerCommentSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Give your name")
      .max(REVIEWER_NAME_MAX_CHARS, `Names are at most ${REVIEWER_NAME_MAX_CHARS} characters`)
      .meta(NON_BLANK)
      .describe("The reviewer's name as members will see it"),
    anchor: commentAnchorSchema,
    body: bodySchema,
  })
  .strict();
export type CreateReviewerComment = z.input<typeof createReviewerCommentSchema>;

export const reviewerCommentsParamsSchema = z.object({ testAccessId: documentIdSchema("Invalid test access id", 64) }).strict();

/**
 * Reviewers outside the workspace, on a preview link whose `allowComments` is on. They see the open
 * threads started through the same link (with every reply, members' included) and nothing else of
 * the experience's comments. Refused with 403 when the link is unknown or revoked (as its preview),
 * or when comments are off on it. Rate-limited per address.
 */
export const reviewerCommentRoutes = defineRoutes({
  listReviewerComments: {
    ...publicEndpoints.listReviewerComments,
    summary: `The open threads started through this preview link, newest first, each with its replies (at most ${REVIEWER_OPEN_THREADS_MAX})`,
    access: "public",
    params: reviewerCommentsParamsSchema,
    response: z.object({ items: z.array(reviewerCommentThreadSchema) }),
  },
  createReviewerComment: {
    ...publicEndpoints.createReviewerComment,
    summary:
      "A reviewer starts a thread, under the name they give, pinned to a point of a scene or a product of the draft the link shows (422 when it is not the draft's; 409 past the link's open threads). Rate-limited per address",
    access: "public",
    params: reviewerCommentsParamsSchema,
    body: createReviewerCommentSchema,
    response: reviewerCommentSchema,
    successStatus: 201,
  },
});
