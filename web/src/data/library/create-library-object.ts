import type { CreateLibraryObject, LibraryObject } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { libraryKeys } from "./keys";

export interface CreateLibraryObjectInput {
  brandId: string;
  object: CreateLibraryObject;
}

/** Added as `processing`: the server validates and optimises it in the background, and the library shows the outcome (`failed` with its reason). */
export function createLibraryObject({ brandId, object }: CreateLibraryObjectInput): Promise<LibraryObject> {
  return api("createLibraryObject", { params: { brandId }, body: object });
}

export function useCreateLibraryObject() {
  return useApiMutation(createLibraryObject, {
    invalidates: () => [libraryKeys.lists()],
  });
}
