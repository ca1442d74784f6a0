import type { hostRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { getHost, updateHost } from "./host.js";

export const hostHandlers: RouteHandlers<typeof hostRoutes> = {
  getHost: ({ brand, params }) => getHost(brand.id, params.experienceId),
  updateHost: ({ caller, brand, params, body, ifMatch }) => updateHost(caller, brand.id, params.experienceId, body, ifMatch),
};
