import { refreshWhileProcessing, useWholeLibrary } from "@/data/library/list-whole-library";

export type { LibraryObject } from "@/data/library/list-whole-library";

/**
 * The whole library, which the viewer lists, searches and preloads. Not refetched on focus: a
 * developer switching to their editor and back should not reshuffle the list under the model
 * they are inspecting.
 */
export function useLibrary() {
  return useWholeLibrary({}, { keepPreviousData: true, revalidateOnFocus: false, refreshInterval: refreshWhileProcessing });
}
