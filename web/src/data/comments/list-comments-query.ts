import type { CommentThread, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { commentKeys } from "./keys";

export function listComments(brandId: string, experienceId: string, status: "open" | "all" = "open", cursor?: string): Promise<Page<CommentThread>> {
  return api("listComments", { params: { brandId, experienceId }, query: { status, limit: 30, cursor } });
}

/**
 * A page of the experience's threads, newest first (30, each with its replies): the open ones, or
 * all of them. Without a cursor, the latest: what the world builder pins.
 */
export function useComments(brandId: string, experienceId: string, status: "open" | "all" = "open", cursor?: string) {
  return useSWR(
    brandId && experienceId ? commentKeys.list(brandId, experienceId, status, cursor) : null,
    () => listComments(brandId, experienceId, status, cursor),
    { keepPreviousData: true },
  );
}
