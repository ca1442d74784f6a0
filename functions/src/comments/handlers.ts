import type { commentRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { createComment, deleteComment, listComments, reopenComment, replyToComment, resolveComment, updateComment } from "./comments.js";

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
