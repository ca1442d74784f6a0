import { is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";

/** The probes request no real export: a refused body (400) is what an allowed caller gets. */
export const workspaceExportProbes: AreaProbes = async (name) => {
  const base = "/v1/tenants/me/exports";
  switch (name) {
    case "listWorkspaceExports":
      return { path: base };
    case "createWorkspaceExport":
      return { path: base, json: { includeFiles: "no" }, allowed: is(400) };
    case "getWorkspaceExport":
      return { path: `${base}/${NOBODY}`, allowed: missing("Export") };
    // Imports: a refused size asks for no upload link, and an unknown import runs nothing.
    case "createWorkspaceImport":
      return { path: "/v1/tenants/me/imports", json: { size: "large" }, allowed: is(400) };
    case "runWorkspaceImport":
      return { path: `/v1/tenants/me/imports/${NOBODY}/run`, allowed: missing("Import") };
    // The event export: a refused body switches nothing.
    case "getEventExport":
      return { path: "/v1/tenants/me/event-export" };
    case "updateEventExport":
      return { path: "/v1/tenants/me/event-export", json: { enabled: "on" }, allowed: is(400) };
    default:
      return undefined;
  }
};
