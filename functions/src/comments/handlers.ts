import type { commentRoutes, reviewerCommentRoutes } from "@vitrine/contract";
import { clientAddress } from "../http/client-address.js";
import type { RouteHandlers } from "../http/handler.js";
import { limitsOf } from "../http/rate-limit.js";
import { createComment, deleteComment, listComments, reopenComment, replyToComment, resolveComment, updateComment } from "./comments.js";
import { createReviewerComment, listReviewerComments } from "./reviewer-comments.js";

export const commentHandlers: RouteHandlers<typeof commentRoutes> = {
  listComments: ({ brand, params, query }) => listComments(brand.id, params.experienceId, query),
  createComment: ({ caller, brand, params, body }) => createComment(caller, brand.id, params.experienceId, body),
  replyToComment: ({ caller, brand, params, body }) => replyToComment(caller, brand.id, params.experienceId, params.commentId, body),
  updateComment: ({ caller, brand, params, body }) => updateComment(caller, brand.id, params.experienceId, params.commentId, body),
  async deleteComment({ caller, brand, params }) {
    await deleteComment(caller, brand.id, params.experienceId, params.commentId);
    return { ok: true };
  },
  resolveComment: ({ caller, brand, params }) => resolveComment(caller, brand.id, params.experienceId, params.commentId),
  reopenComment: ({ caller, brand, params }) => reopenComment(caller, brand.id, params.experienceId, params.commentId),
};

// Public: the preview link's id is the only credential; the service answers 403 for a link that is
// unknown, revoked, or does not take comments.
export const reviewerCommentHandlers: RouteHandlers<typeof reviewerCommentRoutes> = {
  listReviewerComments: ({ params }) => listReviewerComments(params.testAccessId),
  createReviewerComment: ({ req, params, body }) => createReviewerComment(limitsOf(req), clientAddress(req), params.testAccessId, body),
};
