import type { Comment, CreateComment } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { commentKeys } from "./keys";

export interface CommentTarget {
  brandId: string;
  experienceId: string;
}

export function createComment({ brandId, experienceId, comment }: CommentTarget & { comment: CreateComment }): Promise<Comment> {
  return api("createComment", { params: { brandId, experienceId }, body: comment });
}

export function useCreateComment() {
  return useApiMutation(createComment, { invalidates: ({ brandId, experienceId }) => [commentKeys.lists(brandId, experienceId)] });
}
