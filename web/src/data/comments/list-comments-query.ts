import type { CommentThread, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { commentKeys } from "./keys";

export function listComments(brandId: string, experienceId: string, status: "open" | "all" = "open"): Promise<Page<CommentThread>> {
  return api("listComments", { params: { brandId, experienceId }, query: { status, limit: 30 } });
}

/** The experience's latest threads (30, each with its replies): the open ones, or all of them. */
export function useComments(brandId: string, experienceId: string, status: "open" | "all" = "open") {
  return useSWR(brandId && experienceId ? commentKeys.list(brandId, experienceId, status) : null, () => listComments(brandId, experienceId, status), {
    keepPreviousData: true,
  });
}
