import type { Host, UpdateHost } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { hostKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateHostInput {
  brandId: string;
  experienceId: string;
  host: UpdateHost;
}

export function updateHost({ brandId, experienceId, host }: UpdateHostInput): Promise<Host> {
  return api("updateHost", { params: { brandId, experienceId }, body: host });
}

export function useUpdateHost() {
  const t = useT();
  return useApiMutation(updateHost, {
    invalidates: ({ brandId, experienceId }) => [hostKeys.detail(brandId, experienceId)],
    success: t("host.saved"),
  });
}
