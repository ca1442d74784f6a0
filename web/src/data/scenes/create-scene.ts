import type { Scene } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { virtualObjectKeys } from "@/data/virtual-objects/keys";
import { sceneKeys } from "./keys";
import { useT } from "../messages";

export interface CreateSceneInput {
  brandId: string;
  experienceId: string;
  name: string;
}

/** An empty scene at the end. */
export function createScene({ brandId, experienceId, name }: CreateSceneInput): Promise<Scene> {
  return api("createScene", { params: { brandId, experienceId }, body: { name } });
}

export function useCreateScene() {
  const t = useT();
  return useApiMutation(createScene, {
    invalidates: ({ brandId, experienceId }) => [sceneKeys.list(brandId, experienceId), virtualObjectKeys.list(brandId, experienceId)],
    success: (scene) => t("scenes.added", { name: scene.name }),
  });
}
