import type { themeRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { getTheme, updateTheme } from "./theme.js";

export const themeHandlers: RouteHandlers<typeof themeRoutes> = {
  getTheme: ({ brand, params }) => getTheme(brand.id, params.experienceId),
  updateTheme: ({ brand, params, body, ifMatch }) => updateTheme(brand.id, params.experienceId, body, ifMatch),
};
