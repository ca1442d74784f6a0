import type { experienceRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import {
  createExperience,
  deleteExperience,
  duplicateExperience,
  getExperience,
  getExperienceSummary,
  listExperiences,
  updateExperience,
} from "./experiences.js";
import { createScene, deleteScene, duplicateScene, getScene, listScenes, reorderScenes, updateScene } from "../scenes/scenes.js";
import { getVirtualObject, listVirtualObjects, updateVirtualObject } from "../scenes/virtual-objects.js";

export const experienceHandlers: RouteHandlers<typeof experienceRoutes> = {
  listExperiences: ({ brand, query }) => listExperiences(brand.id, query),
  createExperience: ({ caller, brand, body }) => createExperience(caller, brand.id, body),
  getExperience: ({ brand, params }) => getExperience(brand.id, params.experienceId),
  getExperienceSummary: ({ brand, params }) => getExperienceSummary(brand.id, params.experienceId),
  updateExperience: ({ brand, params, body, ifMatch }) => updateExperience(brand.id, params.experienceId, body, ifMatch),
  duplicateExperience: ({ caller, brand, params }) => duplicateExperience(caller, brand.id, params.experienceId),
  async deleteExperience({ brand, params, ifMatch }) {
    await deleteExperience(brand.id, params.experienceId, ifMatch);
    return { ok: true };
  },
  listScenes: ({ brand, params, query }) => listScenes(brand.id, params.experienceId, query),
  createScene: ({ caller, brand, params, body }) => createScene(caller, brand.id, params.experienceId, body),
  reorderScenes: ({ brand, params, body, ifMatch }) => reorderScenes(brand.id, params.experienceId, body.sceneIds, ifMatch),
  getScene: ({ brand, params }) => getScene(brand.id, params.experienceId, params.sceneId),
  updateScene: ({ caller, brand, params, body, ifMatch }) => updateScene(caller, brand.id, params.experienceId, params.sceneId, body, ifMatch),
  duplicateScene: ({ caller, brand, params }) => duplicateScene(caller, brand.id, params.experienceId, params.sceneId),
  async deleteScene({ brand, params, ifMatch }) {
    await deleteScene(brand.id, params.experienceId, params.sceneId, ifMatch);
    return { ok: true };
  },
  listVirtualObjects: ({ brand, params, query }) => listVirtualObjects(brand.id, params.experienceId, query),
  getVirtualObject: ({ brand, params }) => getVirtualObject(brand.id, params.experienceId, params.libraryObjectId),
  updateVirtualObject: ({ caller, brand, params, body, ifMatch }) =>
    updateVirtualObject(caller, brand.id, params.experienceId, params.libraryObjectId, body, ifMatch),
};
