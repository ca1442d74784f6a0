import type { Scene } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { virtualObjectKeys } from "@/data/virtual-objects/keys";
import { sceneKeys } from "./keys";
import { useT } from "../messages";

export interface DuplicateSceneInput {
  brandId: string;
  experienceId: string;
  sceneId: string;
}

/** The copy ("… (copy)") lands right after its source. */
export function duplicateScene({ brandId, experienceId, sceneId }: DuplicateSceneInput): Promise<Scene> {
  return api("duplicateScene", { params: { brandId, experienceId, sceneId } });
}

export function useDuplicateScene() {
  const t = useT();
  return useApiMutation(duplicateScene, {
    invalidates: ({ brandId, experienceId }) => [sceneKeys.list(brandId, experienceId), virtualObjectKeys.list(brandId, experienceId)],
    success: (copy) => t("scenes.duplicated", { name: copy.name }),
  });
}
