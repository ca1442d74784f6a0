import type { ImportStoresResult } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useReportedMutation } from "@/lib/swr";
import { storeKeys } from "./keys";

export interface ImportStoresInput {
  brandId: string;
  csv: string;
  /** Only say what the file would do. */
  dryRun?: boolean;
}

export function importStoresCsv({ brandId, csv, dryRun = false }: ImportStoresInput): Promise<ImportStoresResult> {
  return api("importStoresCsv", { params: { brandId }, body: { csv, dryRun } });
}

/**
 * A refused file is an expected outcome the dialog shows as a report, so its error is handed back,
 * not toasted. An import changes the brand's stores, lists and details alike; a dry run changes nothing.
 */
export function useImportStoresCsv() {
  return useReportedMutation(importStoresCsv, (input) => (input.dryRun ? [] : [storeKeys.brand(input.brandId)]));
}
