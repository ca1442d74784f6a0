import type { ImportProductsResult } from "@contract";
import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import { api } from "@/lib/api";
import { keyStartsWith } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";

export interface ImportProductsInput extends ProductsScope {
  csv: string;
}

export function importProductsCsv({ brandId, experienceId, csv }: ImportProductsInput): Promise<ImportProductsResult> {
  return api("importProductsCsv", { params: { brandId, experienceId }, body: { csv } });
}

/**
 * The import is not a plain `useApiMutation`: a refused file is an expected outcome the dialog
 * shows as a report (not a toast), so the error is handed back as it is.
 */
export function useImportProductsCsv() {
  const { mutate } = useSWRConfig();
  const [isImporting, setImporting] = useState(false);
  const trigger = useCallback(
    async (input: ImportProductsInput): Promise<{ ok: true; data: ImportProductsResult } | { ok: false; error: unknown }> => {
      setImporting(true);
      try {
        const data = await importProductsCsv(input);
        await mutate((key) => keyStartsWith(key, productKeys.lists(input.experienceId)));
        return { ok: true, data };
      } catch (error) {
        return { ok: false, error };
      } finally {
        setImporting(false);
      }
    },
    [mutate],
  );
  return { trigger, isImporting };
}
