import type { ListBrandContentQuery, Page, Video } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { brandVideoKeys } from "./video-wall-keys";

export function listBrandVideos(brandId: string, query: ListBrandContentQuery = {}): Promise<Page<Video>> {
  return api("listVideos", { params: { brandId }, query });
}

/** One page of the brand's videos for the picker; null `brandId` loads nothing (picker closed). */
export function useBrandVideos(brandId: string | null, query: ListBrandContentQuery = {}) {
  return useSWR(brandId ? brandVideoKeys.list(brandId, query) : null, () => listBrandVideos(brandId!, query), { keepPreviousData: true });
}
