import { z } from "zod";
import { idSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

/** How long a finished archive is kept before it is deleted and its export marked `expired`. */
export const WORKSPACE_EXPORT_RETENTION_DAYS = 7;
/** How long one download link works; a new one is made on every read of the export. */
export const WORKSPACE_EXPORT_LINK_MINUTES = 15;
/** Exports one workspace may request per UTC day: each reads every document and file it owns. */
export const WORKSPACE_EXPORTS_PER_DAY = 5;
/**
 * The archive's layout version, written in its `manifest.json`. 2: the event export's hourly files
 * and their list. A deployment imports every version up to its own, and refuses a newer one by name
 * (an older deployment would otherwise refuse version 2's files as named by no document).
 */
export const WORKSPACE_EXPORT_FORMAT_VERSION = 2;

export const workspaceExportStatusSchema = z
  .enum(["pending", "running", "ready", "failed", "expired"])
  .describe("pending: queued; running: being built; ready: downloadable until expiresAt; failed: see error; expired: the archive was deleted");
export type WorkspaceExportStatus = z.infer<typeof workspaceExportStatusSchema>;

/** What an archive holds, counted as it was written. */
export const workspaceExportCountsSchema = z.object({
  brands: z.number().int(),
  experiences: z.number().int(),
  products: z.number().int(),
  manifests: z.number().int(),
  stores: z.number().int(),
  sets: z.number().int(),
  videos: z.number().int(),
  surveys: z.number().int(),
  responses: z.number().int(),
  placements: z.number().int(),
  analyticsDays: z.number().int().describe("Daily analytics aggregate documents"),
  libraryModels: z.number().int(),
  files: z.number().int().describe("Library models and uploaded images and videos included as files"),
});
export type WorkspaceExportCounts = z.infer<typeof workspaceExportCountsSchema>;

export const workspaceExportSchema = z.object({
  id: idSchema,
  status: workspaceExportStatusSchema,
  includeFiles: z.boolean(),
  requestedBy: z.object({ uid: z.string(), name: z.string().nullable() }),
  createdAt: isoDateTimeSchema,
  startedAt: isoDateTimeSchema.nullable(),
  finishedAt: isoDateTimeSchema.nullable(),
  progress: z.object({ entries: z.number().int(), bytes: z.number().int() }).describe("Entries and bytes written so far"),
  counts: workspaceExportCountsSchema.nullable().describe("Set once ready"),
  size: z.number().int().nullable().describe("The archive's size in bytes, once ready"),
  error: z.string().nullable().describe("Why a failed export failed"),
  expiresAt: isoDateTimeSchema.nullable().describe(`When the archive is deleted (${WORKSPACE_EXPORT_RETENTION_DAYS} days after it was ready)`),
  fileName: z.string().describe("The name the archive downloads as"),
  downloadUrl: z
    .string()
    .nullable()
    .describe(`Only on GET of one ready export: a link to the archive, valid ${WORKSPACE_EXPORT_LINK_MINUTES} minutes; read the export again for a new one`),
});
export type WorkspaceExport = z.infer<typeof workspaceExportSchema>;

export const createWorkspaceExportSchema = z
  .object({
    includeFiles: z
      .boolean()
      .default(true)
      .describe("Include the library's model files and the uploaded images and videos (false: the data alone, a much smaller archive)"),
  })
  .strict();
export type CreateWorkspaceExport = z.input<typeof createWorkspaceExportSchema>;

export const workspaceExportParamsSchema = z.object({ exportId: idSchema }).strict();

/** The largest archive the API imports; larger ones go through the operator's `npm run admin -- import-workspace`. */
export const WORKSPACE_IMPORT_MAX_BYTES = 256 * 1024 * 1024;
/** How long an import's upload link accepts the archive. */
export const WORKSPACE_IMPORT_UPLOAD_MINUTES = 30;

export const createWorkspaceImportSchema = z
  .object({
    size: z.number().int().min(22).max(WORKSPACE_IMPORT_MAX_BYTES).describe("The archive's size in bytes: the upload link accepts exactly this many"),
  })
  .strict();
export type CreateWorkspaceImport = z.input<typeof createWorkspaceImportSchema>;

export const workspaceImportTicketSchema = z.object({
  id: idSchema,
  /** PUT the archive here, with exactly these headers, before `expiresAt`; then run the import. */
  uploadUrl: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});
export type WorkspaceImportTicket = z.infer<typeof workspaceImportTicketSchema>;

export const workspaceImportResultSchema = z.object({
  id: idSchema,
  status: z.literal("done"),
  source: z.object({
    workspaceId: z.string(),
    name: z.string().nullable(),
    slug: z.string().nullable(),
    exportedAt: z.string().nullable(),
  }),
  counts: z.object({ brands: z.number().int(), documents: z.number().int(), files: z.number().int(), invitations: z.number().int() }),
  invitations: z
    .array(z.object({ email: z.string(), role: z.string(), inviteLink: z.string() }))
    .describe("One pending invitation per member of the archive (people are invited again, never given accounts); each link is shown this once"),
});
export type WorkspaceImportResult = z.infer<typeof workspaceImportResultSchema>;

export const workspaceImportParamsSchema = z.object({ importId: idSchema }).strict();

/**
 * Restoring an export into this workspace, which must be empty (no brands, models or uploads):
 * ask for an upload link, PUT the archive, run the import. The whole archive is checked before
 * anything is written, and a failure leaves nothing behind (docs/operations.md).
 */
export const workspaceImportRoutes = defineRoutes({
  createWorkspaceImport: {
    method: "post",
    path: "/v1/tenants/me/imports",
    summary: "Start restoring an export into this empty workspace: answers a link to upload the archive to",
    access: "tenant.import",
    sensitive: true,
    body: createWorkspaceImportSchema,
    response: workspaceImportTicketSchema,
    successStatus: 201,
  },
  runWorkspaceImport: {
    method: "post",
    path: "/v1/tenants/me/imports/:importId/run",
    summary: "Import the uploaded archive, all or nothing; a refused archive (422, 413) leaves nothing behind",
    access: "tenant.import",
    sensitive: true,
    params: workspaceImportParamsSchema,
    response: workspaceImportResultSchema,
  },
});

export const workspaceExportRoutes = defineRoutes({
  createWorkspaceExport: {
    method: "post",
    path: "/v1/tenants/me/exports",
    summary: `Export the whole workspace as one zip archive, built in the background (one at a time, ${WORKSPACE_EXPORTS_PER_DAY} a day)`,
    access: "tenant.export",
    sensitive: true,
    body: createWorkspaceExportSchema,
    response: workspaceExportSchema,
    successStatus: 201,
  },
  listWorkspaceExports: {
    method: "get",
    path: "/v1/tenants/me/exports",
    summary: "The workspace's exports, newest first",
    access: "tenant.export",
    query: pageQuerySchema,
    response: pageOf(workspaceExportSchema),
  },
  getWorkspaceExport: {
    method: "get",
    path: "/v1/tenants/me/exports/:exportId",
    summary: "One export: its progress, and once ready a short-lived download link",
    access: "tenant.export",
    sensitive: true,
    params: workspaceExportParamsSchema,
    response: workspaceExportSchema,
  },
  // Listed with the exports, so the route table needs no line of its own for them.
  ...workspaceImportRoutes,
});
