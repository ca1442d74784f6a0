import type { Video } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { videoKeys } from "./keys";

export function getVideo(brandId: string, videoId: string): Promise<Video> {
  return api("getVideo", { params: { brandId, videoId } });
}

export function useVideo(brandId: string, videoId: string | undefined) {
  return useSWR(videoId ? videoKeys.detail(brandId, videoId) : null, () => getVideo(brandId, videoId!));
}
