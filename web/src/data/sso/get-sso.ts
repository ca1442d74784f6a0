import type { WorkspaceSso } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { ssoKeys } from "./keys";

export function getSingleSignOn(): Promise<WorkspaceSso> {
  return api("getSingleSignOn");
}

/** Only asked for by people who may read it (owners and admins): members never send the request. */
export function useSso(enabled: boolean) {
  return useSWR(enabled ? ssoKeys.current() : null, getSingleSignOn);
}
