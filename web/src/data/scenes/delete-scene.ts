import type { Scene } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { virtualObjectKeys } from "@/data/virtual-objects/keys";
import { sceneKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteSceneInput {
  brandId: string;
  experienceId: string;
  sceneId: string;
  /** For the success message. */
  name: string;
}

export function deleteScene({ brandId, experienceId, sceneId }: DeleteSceneInput): Promise<{ ok: true }> {
  return api("deleteScene", { params: { brandId, experienceId, sceneId } });
}

export function useDeleteScene() {
  const t = useT();
  return useApiMutation(deleteScene, {
    // Gone at once; the server refuses to delete the last scene (409) and the row comes back.
    optimistic: ({ brandId, experienceId, sceneId }) => [
      {
        key: sceneKeys.list(brandId, experienceId),
        update: (list: { items: Scene[] } | undefined) => list && { items: list.items.filter((scene) => scene.id !== sceneId) },
      },
    ],
    invalidates: ({ brandId, experienceId }) => [sceneKeys.list(brandId, experienceId), virtualObjectKeys.list(brandId, experienceId)],
    success: (_result, { name }) => t("scenes.deleted", { name }),
  });
}
