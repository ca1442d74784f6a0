import type { Page, UpdateVideo, Video } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { videoKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateVideoInput {
  brandId: string;
  videoId: string;
  changes: UpdateVideo;
}

export function updateVideo({ brandId, videoId, changes }: UpdateVideoInput): Promise<Video> {
  return api("updateVideo", { params: { brandId, videoId }, body: changes });
}

// A poster id is not a URL: only the title and tags can be shown before the server answers.
const applyChanges = (video: Video, { title, tags }: UpdateVideo): Video => ({
  ...video,
  ...(title !== undefined && { title: title.trim() }),
  ...(tags !== undefined && { tags }),
});

export function useUpdateVideo() {
  const t = useT();
  return useApiMutation(updateVideo, {
    // The new title and tags show at once; a refused save puts the old values back.
    optimistic: ({ brandId, videoId, changes }) => [
      { key: videoKeys.detail(brandId, videoId), update: (video: Video | undefined) => video && applyChanges(video, changes) },
      {
        key: videoKeys.lists(brandId),
        update: (page: Page<Video> | undefined) =>
          page && { ...page, items: page.items.map((video) => (video.id === videoId ? applyChanges(video, changes) : video)) },
      },
    ],
    invalidates: ({ brandId, videoId }) => [videoKeys.lists(brandId), videoKeys.detail(brandId, videoId)],
    success: t("videos.saved"),
  });
}
