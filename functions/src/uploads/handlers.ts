import type { RouteHandlers } from "../http/handler.js";
import type { uploadRoutes } from "@vitrine/contract";
import { completeUpload, createUpload, getUpload } from "./uploads.js";

export const uploadHandlers: RouteHandlers<typeof uploadRoutes> = {
  createUpload: ({ caller, brand, body }) => createUpload(caller, brand.id, body),
  completeUpload: ({ brand, params }) => completeUpload(brand.id, params.uploadId),
  getUpload: ({ brand, params }) => getUpload(brand.id, params.uploadId),
};
