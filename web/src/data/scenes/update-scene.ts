import type { Scene, UpdateScene } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { virtualObjectKeys } from "@/data/virtual-objects/keys";
import { sceneKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateSceneInput {
  brandId: string;
  experienceId: string;
  sceneId: string;
  /** Carries the version the edit was made on: the server refuses a stale one with 409. */
  changes: UpdateScene;
}

/**
 * The world builder's save queue calls this directly, one save at a time, rather than the hook: a
 * conflict there is a state of the editor, not an error toast.
 */
export function updateScene({ brandId, experienceId, sceneId, changes }: UpdateSceneInput): Promise<Scene> {
  return api("updateScene", { params: { brandId, experienceId, sceneId }, body: changes });
}

/**
 * Not optimistic: a save can be refused as stale, and the editor keeps the person's edits on
 * screen anyway until they choose to reload.
 */
export function useUpdateScene() {
  const t = useT();
  return useApiMutation(updateScene, {
    invalidates: ({ brandId, experienceId }) => [sceneKeys.list(brandId, experienceId), virtualObjectKeys.list(brandId, experienceId)],
    success: t("scenes.saved"),
  });
}
