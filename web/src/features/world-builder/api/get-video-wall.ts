import type { VideoWallDetail } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { hasRoute, isNotServedYet } from "./route-availability";
import { worldBuilderKeys } from "./world-builder-keys";

/** The experience's wall (grid and videos), or null when the video wall is not served yet. */
export async function getVideoWall(brandId: string, experienceId: string): Promise<VideoWallDetail | null> {
  if (!hasRoute("getVideoWall")) return null;
  try {
    return await api("getVideoWall", { params: { brandId, experienceId } });
  } catch (error) {
    if (isNotServedYet(error)) return null;
    throw error;
  }
}

export function useVideoWall(brandId: string, experienceId: string) {
  return useSWR(worldBuilderKeys.videoWall(brandId, experienceId), () => getVideoWall(brandId, experienceId), { revalidateOnFocus: false });
}
