import type { RouteHandlers } from "../http/handler.js";
import type { libraryRoutes } from "@vitrine/contract";
import { createLibraryObject, deleteLibraryObject, getLibraryObject, listLibrary, updateLibraryObject } from "./library.js";

export const libraryHandlers: RouteHandlers<typeof libraryRoutes> = {
  createLibraryObject: ({ caller, brand, body }) => createLibraryObject(caller, brand.id, body),
  // The object's brand decides who may change it; the service checks it per object.
  updateLibraryObject: ({ caller, params, body, ifMatch }) => updateLibraryObject(caller, params.objectId, body, ifMatch),
  async deleteLibraryObject({ caller, params, ifMatch }) {
    await deleteLibraryObject(caller, params.objectId, ifMatch);
    return { ok: true };
  },
  listLibrary: ({ caller, query }) => listLibrary(caller, query),
  getLibraryObject: ({ caller, params }) => getLibraryObject(caller, params.objectId),
};
