import type { VideoWallDetail } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { videoWallKeys } from "./keys";

export function getVideoWall(brandId: string, experienceId: string): Promise<VideoWallDetail> {
  return api("getVideoWall", { params: { brandId, experienceId } });
}

export function useVideoWall(brandId: string, experienceId: string) {
  return useSWR(videoWallKeys.detail(brandId, experienceId), () => getVideoWall(brandId, experienceId), {
    // A half-edited wall must not be replaced under the editor's hands when the tab regains focus.
    revalidateOnFocus: false,
  });
}
