import type { Handlers } from "../http/handler.js";
import { createSet, deleteSet, getSet, listSets, updateSet } from "../services/sets.js";

export const setHandlers: Pick<Handlers, "listSets" | "createSet" | "getSet" | "updateSet" | "deleteSet"> = {
  listSets: ({ brand, query }) => listSets(brand.id, query),
  createSet: ({ caller, brand, body }) => createSet(caller, brand.id, body),
  getSet: ({ brand, params }) => getSet(brand.id, params.setId),
  updateSet: ({ caller, brand, params, body, ifMatch }) => updateSet(caller, brand.id, params.setId, body, ifMatch),
  async deleteSet({ brand, params, ifMatch }) {
    await deleteSet(brand.id, params.setId, ifMatch);
    return { ok: true };
  },
};
