import type { ImportProductsResult } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useReportedMutation } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";

export interface ImportProductsInput extends ProductsScope {
  csv: string;
}

export function importProductsCsv({ brandId, experienceId, csv }: ImportProductsInput): Promise<ImportProductsResult> {
  return api("importProductsCsv", { params: { brandId, experienceId }, body: { csv } });
}

/** A refused file is an expected outcome the dialog shows as a report, so its error is handed back, not toasted. */
export function useImportProductsCsv() {
  return useReportedMutation(importProductsCsv, (input) => [productKeys.lists(input.experienceId)]);
}
