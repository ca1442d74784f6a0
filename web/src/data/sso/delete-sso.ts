import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { ssoKeys } from "./keys";

export function removeSingleSignOn(): Promise<{ ok: true }> {
  return api("removeSingleSignOn");
}

export function useDeleteSso() {
  return useApiMutation(removeSingleSignOn, {
    invalidates: () => [ssoKeys.all],
    success: "Single sign-on removed: everyone signs in with a password or an email link again.",
  });
}
