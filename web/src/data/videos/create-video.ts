import type { CreateVideo, Video } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { videoKeys } from "./keys";
import { useT } from "../messages";

export interface CreateVideoInput {
  brandId: string;
  video: CreateVideo;
}

export function createVideo({ brandId, video }: CreateVideoInput): Promise<Video> {
  return api("createVideo", { params: { brandId }, body: video });
}

export function useCreateVideo() {
  const t = useT();
  return useApiMutation(createVideo, {
    invalidates: ({ brandId }) => [videoKeys.lists(brandId)],
    success: (video) => t("videos.added", { title: video.title }),
  });
}
