import type { VideoWallDetail } from "@vitrine/contract";
import { routes } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { isApiError } from "@/lib/api-error";
import { videoWallKeys } from "./keys";

/**
 * The video wall is built by another part of the product and may not be served yet (absent from
 * the route table, or answering 503 "Not built yet"): the world builder then works without it
 * instead of failing.
 */
const isNotServedYet = (error: unknown) => isApiError(error) && (error.status === 503 || error.status === 404 || error.status === 405);

/** The experience's wall (grid and videos), or null when the video wall is not served yet. */
export async function getVideoWallIfServed(brandId: string, experienceId: string): Promise<VideoWallDetail | null> {
  if (!("getVideoWall" in routes)) return null;
  try {
    return await api("getVideoWall", { params: { brandId, experienceId } });
  } catch (error) {
    if (isNotServedYet(error)) return null;
    throw error;
  }
}

export function useVideoWallIfServed(brandId: string, experienceId: string) {
  return useSWR(videoWallKeys.ifServed(brandId, experienceId), () => getVideoWallIfServed(brandId, experienceId), { revalidateOnFocus: false });
}
