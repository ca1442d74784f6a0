import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";

export function deleteMe(): Promise<{ ok: true }> {
  return api("deleteMe");
}

/** No cache to refresh: the account is gone, and the screen signs out right after. */
export function useDeleteMe() {
  return useApiMutation(deleteMe);
}
