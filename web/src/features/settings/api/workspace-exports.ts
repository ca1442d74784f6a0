import type { CreateWorkspaceExport, Page, WorkspaceExport } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";

export const workspaceExportKeys = {
  all: ["workspace-exports"] as const,
  list: () => ["workspace-exports", "list"] as const,
};

/** Exports still being prepared are polled this often, so the list turns ready without a reload. */
const POLL_MS = 2000;

export function listWorkspaceExports(): Promise<Page<WorkspaceExport>> {
  return api("listWorkspaceExports", { query: { limit: 10 } });
}

const unfinished = (page: Page<WorkspaceExport> | undefined) => page?.items.some((e) => e.status === "pending" || e.status === "running") ?? false;

/** The latest exports (owners only: `enabled` false asks nothing), polled while one is unfinished. */
export function useWorkspaceExports(enabled: boolean) {
  return useSWR(enabled ? workspaceExportKeys.list() : null, listWorkspaceExports, {
    refreshInterval: (page) => (unfinished(page) ? POLL_MS : 0),
  });
}

/** One export read now: for a ready one, a fresh download link valid 15 minutes. */
export function getWorkspaceExport(exportId: string): Promise<WorkspaceExport> {
  return api("getWorkspaceExport", { params: { exportId } });
}

export function requestWorkspaceExport(input: CreateWorkspaceExport): Promise<WorkspaceExport> {
  return api("createWorkspaceExport", { body: input });
}

export function useRequestWorkspaceExport() {
  return useApiMutation(requestWorkspaceExport, {
    invalidates: () => [workspaceExportKeys.list()],
    success: "Preparing the export. It appears here when it is ready to download.",
  });
}
