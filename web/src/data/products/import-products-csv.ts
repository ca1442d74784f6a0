import type { ImportProductsResult } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useReportedMutation } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";

export interface ImportProductsInput extends ProductsScope {
  csv: string;
  /** Only say what the file would do. */
  dryRun?: boolean;
  /** A shop export's currency, for the products it creates. */
  currency?: string;
}

export function importProductsCsv({ brandId, experienceId, csv, dryRun = false, currency }: ImportProductsInput): Promise<ImportProductsResult> {
  return api("importProductsCsv", { params: { brandId, experienceId }, body: { csv, dryRun, ...(currency && { currency }) } });
}

/**
 * A refused file is an expected outcome the dialog shows as a report, so its error is handed back,
 * not toasted. An import changes lists and details (a shop export, options); a dry run changes nothing.
 */
export function useImportProductsCsv() {
  return useReportedMutation(importProductsCsv, (input) =>
    input.dryRun ? [] : [productKeys.lists(input.experienceId), productKeys.details(input.experienceId)],
  );
}
