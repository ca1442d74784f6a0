import type { Brand, Page } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

/** The workspace's brands to pick from when limiting a key (the brands feature owns its own cache). */
export function listWorkspaceBrands(): Promise<Page<Brand>> {
  return api("listBrands", { query: { limit: 100 } });
}

export function useWorkspaceBrands(enabled: boolean) {
  return useSWR(enabled ? ["api-keys", "brands"] : null, listWorkspaceBrands);
}
