import { useWholeLibrary } from "@/data/library/list-whole-library";

/**
 * The workspace's whole 3D library, for the backdrop picker and to name backdrops in the list.
 * Only asked for while something needs it.
 */
export function useLibrary(enabled = true) {
  return useWholeLibrary({}, { enabled });
}
