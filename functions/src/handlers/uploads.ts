import type { Handlers } from "../http/handler.js";
import { completeUpload, createUpload, getUpload } from "../services/uploads.js";

export const uploadHandlers: Pick<Handlers, "createUpload" | "completeUpload" | "getUpload"> = {
  createUpload: ({ caller, brand, body }) => createUpload(caller, brand.id, body),
  completeUpload: ({ brand, params }) => completeUpload(brand.id, params.uploadId),
  getUpload: ({ brand, params }) => getUpload(brand.id, params.uploadId),
};
