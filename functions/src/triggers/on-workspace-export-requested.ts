import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { buildWorkspaceExport } from "../workspaces/workspace-export-build.js";

/**
 * Builds each requested workspace export in the background, away from the API's instances: the
 * archive is streamed from storage into storage, so memory stays flat however large the library;
 * 540 s, one export per instance. A crash is retried by the platform; the export's lease keeps a
 * retry from building alongside a run still going, and its attempts are capped.
 */
export const onWorkspaceExportRequested = onDocumentCreated(
  { document: "tenants/{tenantId}/exports/{exportId}", memory: "1GiB", timeoutSeconds: 540, retry: true, concurrency: 1 },
  async (event) => {
    await buildWorkspaceExport(event.params.tenantId, event.params.exportId);
  },
);
