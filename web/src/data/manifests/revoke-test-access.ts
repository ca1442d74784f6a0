import type { TestAccess } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { manifestKeys } from "./keys";

export interface RevokeTestAccessInput {
  brandId: string;
  experienceId: string;
  testAccessId: string;
  /** For the success message. */
  label: string;
}

export function revokeTestAccess({ brandId, experienceId, testAccessId }: RevokeTestAccessInput): Promise<TestAccess> {
  return api("revokeTestAccess", { params: { brandId, experienceId, testAccessId } });
}

export function useRevokeTestAccess() {
  return useApiMutation(revokeTestAccess, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.testAccess(brandId, experienceId)],
    success: (_link, { label }) => `Preview link “${label}” revoked. It no longer opens.`,
  });
}
