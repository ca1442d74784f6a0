import type { LibraryObject } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { libraryKeys } from "./keys";

export function getLibraryObject(objectId: string): Promise<LibraryObject> {
  return api("getLibraryObject", { params: { objectId } });
}

export function useLibraryObject(objectId: string | undefined) {
  return useSWR(objectId ? libraryKeys.detail(objectId) : null, () => getLibraryObject(objectId!));
}
