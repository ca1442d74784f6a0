import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import type { CommentTarget } from "./create-comment-mutation";
import { commentKeys } from "./keys";

export function deleteComment({ brandId, experienceId, commentId }: CommentTarget & { commentId: string }): Promise<{ ok: true }> {
  return api("deleteComment", { params: { brandId, experienceId, commentId } });
}

export function useDeleteComment() {
  return useApiMutation(deleteComment, { invalidates: ({ brandId, experienceId }) => [commentKeys.lists(brandId, experienceId)] });
}
