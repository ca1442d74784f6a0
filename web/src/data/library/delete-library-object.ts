import type { LibraryObject, Page } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { libraryKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteLibraryObjectInput {
  objectId: string;
  /** For the success message. */
  name: string;
}

export function deleteLibraryObject({ objectId }: DeleteLibraryObjectInput): Promise<{ ok: true }> {
  return api("deleteLibraryObject", { params: { objectId } });
}

export function useDeleteLibraryObject() {
  const t = useT();
  return useApiMutation(deleteLibraryObject, {
    // The card goes at once; if a set or scene still uses the model (409) it comes back and the
    // toast names them.
    optimistic: ({ objectId }) => [
      {
        key: libraryKeys.lists(),
        update: (page: Page<LibraryObject> | undefined) => page && { ...page, items: page.items.filter((object) => object._id !== objectId) },
      },
    ],
    evicts: ({ objectId }) => [libraryKeys.detail(objectId)],
    invalidates: () => [libraryKeys.lists()],
    success: (_result, { name }) => t("library.deleted", { name }),
  });
}
