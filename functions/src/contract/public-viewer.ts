import { defineRoutes } from "./route-def.js";

/** What the public viewer writes: survey answers and chat turns. */
export const publicViewerRoutes = defineRoutes({});
