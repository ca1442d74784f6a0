import type { CreateWorkspaceExport, Page, WorkspaceExport } from "@vitrine/contract";
import { useState } from "react";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { workspaceExportKeys } from "./keys";
import { useT } from "../messages";

/** Exports still being prepared are polled this often, so the list turns ready without a reload. */
const POLL_MS = 2000;

export function listWorkspaceExports(): Promise<Page<WorkspaceExport>> {
  return api("listWorkspaceExports", { query: { limit: 10 } });
}

/** SWR's `refreshInterval` for the list: poll while an export is queued or being prepared, then stop. */
export function exportsRefreshInterval(page: Page<WorkspaceExport> | undefined): number {
  return page?.items.some((e) => e.status === "pending" || e.status === "running") ? POLL_MS : 0;
}

/**
 * The latest exports (the card is shown to owners only), polled while one is unfinished. The
 * interval is a number set from each answer, not SWR's function form: SWR evaluates that function
 * when its timer is set up and, finding nothing to poll on mount, never sets it up again.
 */
export function useWorkspaceExports() {
  const [refreshInterval, setRefreshInterval] = useState(0);
  return useSWR(workspaceExportKeys.list(), listWorkspaceExports, {
    refreshInterval,
    onSuccess: (page) => setRefreshInterval(exportsRefreshInterval(page)),
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
  const t = useT();
  return useApiMutation(requestWorkspaceExport, {
    invalidates: () => [workspaceExportKeys.list()],
    success: t("workspaceExports.preparing"),
  });
}
