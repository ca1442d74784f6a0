import type { Host } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { hostKeys } from "./keys";

export function getHost(brandId: string, experienceId: string): Promise<Host> {
  return api("getHost", { params: { brandId, experienceId } });
}

export function useHost(brandId: string, experienceId: string) {
  // The editor holds its own draft: refetching on focus would only race with typing.
  return useSWR(hostKeys.detail(brandId, experienceId), () => getHost(brandId, experienceId), { revalidateOnFocus: false });
}
