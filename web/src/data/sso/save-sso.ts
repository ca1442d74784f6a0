import { ssoSettingsInputSchema, type SsoSettingsInput, type WorkspaceSso } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { ssoKeys } from "./keys";
import { useT } from "../messages";

export { ssoSettingsInputSchema };

export function saveSso(body: SsoSettingsInput): Promise<WorkspaceSso> {
  return api("configureSingleSignOn", { body });
}

export function useSaveSso() {
  const t = useT();
  return useApiMutation(saveSso, {
    invalidates: () => [ssoKeys.all],
    success: t("sso.saved"),
  });
}
