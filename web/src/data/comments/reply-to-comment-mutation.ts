import type { Comment, ReplyToComment } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import type { CommentTarget } from "./create-comment-mutation";
import { commentKeys } from "./keys";

export function replyToComment({ brandId, experienceId, commentId, reply }: CommentTarget & { commentId: string; reply: ReplyToComment }): Promise<Comment> {
  return api("replyToComment", { params: { brandId, experienceId, commentId }, body: reply });
}

export function useReplyToComment() {
  return useApiMutation(replyToComment, { invalidates: ({ brandId, experienceId }) => [commentKeys.lists(brandId, experienceId)] });
}
