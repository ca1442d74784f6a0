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
    default:
      return undefined;
  }
};
