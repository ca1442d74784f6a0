import type { Handlers } from "../http/handler.js";
import { brandMemberHandlers } from "./brand-members.js";
import { brandHandlers } from "./brands.js";
import { healthHandlers } from "./health.js";
import { libraryHandlers } from "./library.js";
import { setHandlers } from "./sets.js";
import { storeHandlers } from "./stores.js";
import { surveyHandlers } from "./surveys.js";
import { uploadHandlers } from "./uploads.js";
import { videoHandlers } from "./videos.js";
import { tenantMemberHandlers } from "./tenant-members.js";
import { tenantHandlers } from "./tenants.js";

export const handlers: Handlers = {
  ...healthHandlers,
  ...tenantHandlers,
  ...tenantMemberHandlers,
  ...brandHandlers,
  ...brandMemberHandlers,
  ...libraryHandlers,
  ...setHandlers,
  ...storeHandlers,
  ...surveyHandlers,
  ...uploadHandlers,
  ...videoHandlers,
};
