import type { UpdateVideoWall, VideoWallDetail } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { videoWallKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateVideoWallInput {
  brandId: string;
  experienceId: string;
  wall: UpdateVideoWall;
}

export function updateVideoWall({ brandId, experienceId, wall }: UpdateVideoWallInput): Promise<VideoWallDetail> {
  return api("updateVideoWall", { params: { brandId, experienceId }, body: wall });
}

export function useUpdateVideoWall() {
  const t = useT();
  return useApiMutation(updateVideoWall, {
    invalidates: ({ brandId, experienceId }) => [videoWallKeys.detail(brandId, experienceId)],
    success: t("videoWall.saved"),
  });
}
