import { defineRoutes } from "./route-def.js";

export const productRoutes = defineRoutes({});
