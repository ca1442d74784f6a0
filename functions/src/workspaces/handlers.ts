import type { RouteHandlers } from "../http/handler.js";
import type { workspaceExportRoutes } from "@vitrine/contract";
import { createWorkspaceImport, runWorkspaceImport } from "./workspace-import-records.js";
import { getWorkspaceExport, listWorkspaceExports, requestWorkspaceExport } from "./workspace-export-records.js";

export const workspaceExportHandlers: RouteHandlers<typeof workspaceExportRoutes> = {
  createWorkspaceExport: ({ caller, body }) => requestWorkspaceExport(caller, body),
  listWorkspaceExports: ({ caller, query }) => listWorkspaceExports(caller.tenantId, query),
  getWorkspaceExport: ({ caller, params }) => getWorkspaceExport(caller.tenantId, params.exportId),
  // The contract lists the import routes with the exports.
  createWorkspaceImport: ({ caller, body }) => createWorkspaceImport(caller, body),
  runWorkspaceImport: ({ caller, params }) => runWorkspaceImport(caller, params.importId),
};
