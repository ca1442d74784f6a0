import useSWR from "swr";
import { brandKeys } from "@/data/brands/keys";
import { listBrands } from "@/data/brands/list-brands";

/** The API's largest page: the workspace's brands to pick from when limiting a key. */
const PICKER_QUERY = { limit: 100 };

export function useWorkspaceBrands(enabled: boolean) {
  return useSWR(enabled ? brandKeys.list(PICKER_QUERY) : null, () => listBrands(PICKER_QUERY));
}
