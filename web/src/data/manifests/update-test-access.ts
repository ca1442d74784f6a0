import type { TestAccess, UpdateTestAccess } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { manifestKeys } from "./keys";

export interface UpdateTestAccessInput {
  brandId: string;
  experienceId: string;
  testAccessId: string;
  changes: UpdateTestAccess;
}

export function updateTestAccess({ brandId, experienceId, testAccessId, changes }: UpdateTestAccessInput): Promise<TestAccess> {
  return api("updateTestAccess", { params: { brandId, experienceId, testAccessId }, body: changes });
}

export function useUpdateTestAccess() {
  return useApiMutation(updateTestAccess, {
    // The new label shows at once; a refused save puts the old one back.
    optimistic: ({ brandId, experienceId, testAccessId, changes }) => [
      {
        key: manifestKeys.testAccess(brandId, experienceId),
        update: (list: { items: TestAccess[] } | undefined) =>
          list && {
            items: list.items.map((link) =>
              link.id === testAccessId ? { ...link, label: changes.label.trim(), allowComments: changes.allowComments ?? link.allowComments } : link,
            ),
          },
      },
    ],
    invalidates: ({ brandId, experienceId }) => [manifestKeys.testAccess(brandId, experienceId)],
    success: "Preview link saved.",
  });
}
