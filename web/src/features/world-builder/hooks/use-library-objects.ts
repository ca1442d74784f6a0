import { refreshWhileProcessing, useWholeLibrary } from "@/data/library/list-whole-library";

/** The whole library for the editor's panel, polled while an upload is still being optimised. */
export function useLibraryObjects() {
  return useWholeLibrary({}, { revalidateOnFocus: false, refreshInterval: refreshWhileProcessing });
}
