import type { Comment } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import type { CommentTarget } from "./create-comment-mutation";
import { commentKeys } from "./keys";

export function setCommentStatus({ brandId, experienceId, commentId, resolved }: CommentTarget & { commentId: string; resolved: boolean }): Promise<Comment> {
  return api(resolved ? "resolveComment" : "reopenComment", { params: { brandId, experienceId, commentId } });
}

/** Resolves or reopens a thread; a thread that someone else moved first answers 409, and the lists refresh either way. */
export function useSetCommentStatus() {
  return useApiMutation(setCommentStatus, { invalidates: ({ brandId, experienceId }) => [commentKeys.lists(brandId, experienceId)] });
}
