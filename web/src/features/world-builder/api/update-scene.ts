import type { Scene, UpdateScene } from "@contract";
import { api } from "@/lib/api";

/**
 * Saves an edit made on `body.version`; the server refuses a stale version with 409. The world
 * builder's save queue calls it (one at a time) rather than a mutation hook: a conflict there is
 * a state of the editor, not an error toast.
 */
export function updateScene(brandId: string, experienceId: string, sceneId: string, body: UpdateScene): Promise<Scene> {
  return api("updateScene", { params: { brandId, experienceId, sceneId }, body });
}
