import type { Handlers } from "../http/handler.js";
import { getLibraryObject, listLibrary } from "../services/library.js";

export const libraryHandlers: Pick<Handlers, "listLibrary" | "getLibraryObject"> = {
  listLibrary: async ({ caller, query }) => ({ items: await listLibrary(caller.tenantId, query) }),
  getLibraryObject: ({ caller, params }) => getLibraryObject(caller.tenantId, params.objectId),
};
