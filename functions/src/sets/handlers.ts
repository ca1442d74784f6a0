import type { RouteHandlers } from "../http/handler.js";
import type { setRoutes } from "@vitrine/contract";
import { createSet, deleteSet, getSet, listSets, updateSet } from "./sets.js";

export const setHandlers: RouteHandlers<typeof setRoutes> = {
  listSets: ({ brand, query }) => listSets(brand.id, query),
  createSet: ({ caller, brand, body }) => createSet(caller, brand.id, body),
  getSet: ({ brand, params }) => getSet(brand.id, params.setId),
  updateSet: ({ caller, brand, params, body, ifMatch }) => updateSet(caller, brand.id, params.setId, body, ifMatch),
  async deleteSet({ brand, params, ifMatch }) {
    await deleteSet(brand.id, params.setId, ifMatch);
    return { ok: true };
  },
};
