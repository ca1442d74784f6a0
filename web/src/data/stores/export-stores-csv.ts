import type { StoresCsv } from "@vitrine/contract";
import { api } from "@/lib/api";

/** Every store of the brand in the import's columns (built by the API, which also reads it back). */
export function exportStoresCsv(brandId: string): Promise<StoresCsv> {
  return api("exportStoresCsv", { params: { brandId } });
}
