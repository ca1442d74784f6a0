import type { LibraryObject, Page, UpdateLibraryObject } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { libraryKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateLibraryObjectInput {
  objectId: string;
  changes: UpdateLibraryObject;
}

export function updateLibraryObject({ objectId, changes }: UpdateLibraryObjectInput): Promise<LibraryObject> {
  return api("updateLibraryObject", { params: { objectId }, body: changes });
}

// A thumbnail upload id is not the thumbnail URL: only name and tags can be shown before the answer.
const applyChanges = (object: LibraryObject, { name, tags, unit, arPlacement }: UpdateLibraryObject): LibraryObject => ({
  ...object,
  // A new unit or AR placement sends the model back to processing (the list polls until it is done).
  ...(((unit !== undefined && unit !== object.unit) || (arPlacement !== undefined && arPlacement !== object.ar.placement)) && {
    status: "processing" as const,
  }),
  ...(name !== undefined && { name: name.trim() }),
  ...(tags !== undefined && { tags }),
});

export function useUpdateLibraryObject({ success }: { success?: string } = {}) {
  const t = useT();
  return useApiMutation(updateLibraryObject, {
    // The new name and tags show at once on every card; a refused save puts the old ones back.
    optimistic: ({ objectId, changes }) => [
      { key: libraryKeys.detail(objectId), update: (object: LibraryObject | undefined) => object && applyChanges(object, changes) },
      {
        key: libraryKeys.lists(),
        update: (page: Page<LibraryObject> | undefined) =>
          page && { ...page, items: page.items.map((object) => (object._id === objectId ? applyChanges(object, changes) : object)) },
      },
    ],
    invalidates: ({ objectId }) => [libraryKeys.lists(), libraryKeys.detail(objectId)],
    success: success ?? t("library.saved"),
  });
}
