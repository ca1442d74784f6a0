import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { ssoKeys } from "./keys";
import { useT } from "../messages";

export function removeSingleSignOn(): Promise<{ ok: true }> {
  return api("removeSingleSignOn");
}

export function useDeleteSso() {
  const t = useT();
  return useApiMutation(removeSingleSignOn, {
    invalidates: () => [ssoKeys.all],
    success: t("sso.deleted"),
  });
}
