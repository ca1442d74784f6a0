import { defineRoutes } from "./route-def.js";

export const placementRoutes = defineRoutes({});
