import type { RouteHandlers } from "../http/handler.js";
import type { storeRoutes } from "@vitrine/contract";
import { createStore, deleteStore, getStore, listStores, updateStore } from "./stores.js";
import { exportStoresCsv, importStoresCsv } from "./stores-import.js";

export const storeHandlers: RouteHandlers<typeof storeRoutes> = {
  listStores: ({ brand, query }) => listStores(brand.id, query),
  createStore: ({ caller, brand, body }) => createStore(caller, brand.id, body),
  exportStoresCsv: ({ brand }) => exportStoresCsv(brand.id, brand.data.name),
  importStoresCsv: ({ caller, brand, body }) => importStoresCsv(caller, brand.id, body.csv, body.dryRun),
  getStore: ({ brand, params }) => getStore(brand.id, params.storeId),
  updateStore: ({ brand, params, body, ifMatch }) => updateStore(brand.id, params.storeId, body, ifMatch),
  async deleteStore({ brand, params, ifMatch }) {
    await deleteStore(brand.id, params.storeId, ifMatch);
    return { ok: true };
  },
};
