import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { setKeys } from "./set-keys";

export function listLibrary(): Promise<{ items: LibraryObject[] }> {
  return api("listLibrary", { query: {} });
}

/** The workspace's 3D library, for the backdrop picker. Only asked for while a set form is open. */
export function useLibrary(enabled = true) {
  return useSWR(enabled ? setKeys.library() : null, listLibrary);
}
