import type { Scene } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { sceneKeys } from "./keys";

export interface ReorderScenesInput {
  brandId: string;
  experienceId: string;
  /** Every scene of the experience, once, in the new order. */
  sceneIds: string[];
}

export function reorderScenes({ brandId, experienceId, sceneIds }: ReorderScenesInput): Promise<{ items: Scene[] }> {
  return api("reorderScenes", { params: { brandId, experienceId }, body: { sceneIds } });
}

export function useReorderScenes() {
  return useApiMutation(reorderScenes, {
    // The list takes the new order at once; a refused reorder puts the old one back.
    optimistic: ({ brandId, experienceId, sceneIds }) => [
      {
        key: sceneKeys.list(brandId, experienceId),
        update: (list: { items: Scene[] } | undefined) =>
          list && {
            items: sceneIds
              .map((id, order) => {
                const scene = list.items.find((s) => s.id === id);
                return scene && { ...scene, order };
              })
              .filter((scene): scene is Scene => Boolean(scene)),
          },
      },
    ],
    invalidates: ({ brandId, experienceId }) => [sceneKeys.list(brandId, experienceId)],
  });
}
