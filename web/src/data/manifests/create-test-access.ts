import type { CreateTestAccess, TestAccess } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { manifestKeys } from "./keys";

export interface CreateTestAccessInput {
  brandId: string;
  experienceId: string;
  link: CreateTestAccess;
}

export function createTestAccess({ brandId, experienceId, link }: CreateTestAccessInput): Promise<TestAccess> {
  return api("createTestAccess", { params: { brandId, experienceId }, body: link });
}

export function useCreateTestAccess() {
  return useApiMutation(createTestAccess, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.testAccess(brandId, experienceId)],
    success: (link) => `Preview link “${link.label}” created.`,
  });
}
