import type { CreateReviewerComment, ReviewerComment, ReviewerCommentThread } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

/** The open threads started through this preview link, each with its replies. */
export function listReviewerComments(testAccessId: string): Promise<{ items: ReviewerCommentThread[] }> {
  return publicApi("listReviewerComments", { params: { testAccessId } });
}

/** A reviewer's new thread, under the name they give, pinned to a point of a scene or a product. */
export function createReviewerComment(testAccessId: string, input: CreateReviewerComment): Promise<ReviewerComment> {
  return publicApi("createReviewerComment", { params: { testAccessId }, body: input });
}

/** Read when the reviewer opens the comments (the module that calls this loads then). */
export function useReviewerComments(testAccessId: string) {
  return useSWR(viewerKeys.reviewerComments(testAccessId), () => listReviewerComments(testAccessId), viewerSwrOptions);
}
