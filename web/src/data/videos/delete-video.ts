import type { Page, Video } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { videoKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteVideoInput {
  brandId: string;
  videoId: string;
  /** For the success message. */
  title: string;
}

export function deleteVideo({ brandId, videoId }: DeleteVideoInput): Promise<{ ok: true }> {
  return api("deleteVideo", { params: { brandId, videoId } });
}

export function useDeleteVideo() {
  const t = useT();
  return useApiMutation(deleteVideo, {
    // The row goes at once; if the server refuses, it comes back and the toast says why.
    optimistic: ({ brandId, videoId }) => [
      {
        key: videoKeys.lists(brandId),
        update: (page: Page<Video> | undefined) => page && { ...page, items: page.items.filter((video) => video.id !== videoId) },
      },
    ],
    // The video is gone: drop its cached detail rather than refetch it into a 404.
    evicts: ({ brandId, videoId }) => [videoKeys.detail(brandId, videoId)],
    invalidates: ({ brandId }) => [videoKeys.lists(brandId)],
    success: (_result, { title }) => t("videos.deleted", { title }),
  });
}
