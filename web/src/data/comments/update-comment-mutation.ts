import type { Comment, UpdateComment } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import type { CommentTarget } from "./create-comment-mutation";
import { commentKeys } from "./keys";

export function updateComment({ brandId, experienceId, commentId, changes }: CommentTarget & { commentId: string; changes: UpdateComment }): Promise<Comment> {
  return api("updateComment", { params: { brandId, experienceId, commentId }, body: changes });
}

/** Changes one's own comment's words (the server refuses anyone else's). */
export function useUpdateComment() {
  return useApiMutation(updateComment, { invalidates: ({ brandId, experienceId }) => [commentKeys.lists(brandId, experienceId)] });
}
