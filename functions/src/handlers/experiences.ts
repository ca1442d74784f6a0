import type { experienceRoutes } from "../contract/index.js";
import { ApiError } from "../http/api-error.js";
import type { RouteHandlers } from "../http/handler.js";

const pending = async (): Promise<never> => {
  throw new ApiError("unavailable", "Not built yet");
};

export const experienceHandlers: RouteHandlers<typeof experienceRoutes> = {
  listExperiences: pending,
  createExperience: pending,
  getExperience: pending,
  updateExperience: pending,
  duplicateExperience: pending,
  deleteExperience: pending,
  listScenes: pending,
  createScene: pending,
  reorderScenes: pending,
  getScene: pending,
  updateScene: pending,
  duplicateScene: pending,
  deleteScene: pending,
  listVirtualObjects: pending,
  updateVirtualObject: pending,
};
