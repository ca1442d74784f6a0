import type { Scene } from "@vitrine/contract";
import { api } from "@/lib/api";

/** One scene as saved now: what "Reload" shows after a conflict. */
export function getScene(brandId: string, experienceId: string, sceneId: string): Promise<Scene> {
  return api("getScene", { params: { brandId, experienceId, sceneId } });
}
