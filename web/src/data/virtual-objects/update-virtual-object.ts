import type { UpdateVirtualObject, VirtualObject } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { virtualObjectKeys } from "./keys";

export interface UpdateVirtualObjectInput {
  brandId: string;
  experienceId: string;
  libraryObjectId: string;
  changes: UpdateVirtualObject;
}

export function updateVirtualObject({ brandId, experienceId, libraryObjectId, changes }: UpdateVirtualObjectInput): Promise<VirtualObject> {
  return api("updateVirtualObject", { params: { brandId, experienceId, libraryObjectId }, body: changes });
}

const apply = (object: VirtualObject, { displayName, ...changes }: UpdateVirtualObject): VirtualObject => ({
  ...object,
  ...(changes as Partial<VirtualObject>),
  ...(displayName !== undefined && { displayName: displayName?.trim() || null }),
});

export function useUpdateVirtualObject() {
  return useApiMutation(updateVirtualObject, {
    // Inline edits show at once; a refused one goes back to the stored value with the reason.
    optimistic: ({ brandId, experienceId, libraryObjectId, changes }) => [
      {
        key: virtualObjectKeys.list(brandId, experienceId),
        update: (list: { items: VirtualObject[] } | undefined) =>
          list && { items: list.items.map((object) => (object.libraryObjectId === libraryObjectId ? apply(object, changes) : object)) },
      },
    ],
    invalidates: ({ brandId, experienceId }) => [virtualObjectKeys.list(brandId, experienceId)],
  });
}
