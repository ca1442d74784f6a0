import type { CreateLibraryObject, LibraryObject } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { libraryKeys } from "./library-keys";

export interface CreateLibraryObjectInput {
  brandId: string;
  object: CreateLibraryObject;
}

/** Validated on the server at once (422 with the validator's issues); optimised in the background. */
export function createLibraryObject({ brandId, object }: CreateLibraryObjectInput): Promise<LibraryObject> {
  return api("createLibraryObject", { params: { brandId }, body: object });
}

export function useCreateLibraryObject() {
  return useApiMutation(createLibraryObject, {
    invalidates: () => [libraryKeys.lists()],
  });
}
