import type { ListBrandContentQuery, Page, Video } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { videoKeys } from "./keys";

export function listVideos(brandId: string, query: ListBrandContentQuery = {}): Promise<Page<Video>> {
  return api("listVideos", { params: { brandId }, query });
}

/** One page of a brand's videos. Keeps the previous page on screen while the next one (or a search) loads. */
export function useVideos(brandId: string, query: ListBrandContentQuery = {}) {
  return useSWR(videoKeys.list(brandId, query), () => listVideos(brandId, query), { keepPreviousData: true });
}

/** One page of the brand's videos for a picker; null `brandId` loads nothing (the picker is closed). */
export function useBrandVideos(brandId: string | null, query: ListBrandContentQuery = {}) {
  return useSWR(brandId ? videoKeys.list(brandId, query) : null, () => listVideos(brandId!, query), { keepPreviousData: true });
}
