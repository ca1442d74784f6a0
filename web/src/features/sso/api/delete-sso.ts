import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { ssoKeys } from "./sso-keys";

export function deleteSso(): Promise<{ ok: true }> {
  return api("deleteSso");
}

export function useDeleteSso() {
  return useApiMutation(deleteSso, {
    invalidates: () => [ssoKeys.all],
    success: "Single sign-on removed: everyone signs in with a password or an email link again.",
  });
}
