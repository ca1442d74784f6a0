import { useWholeLibrary } from "@/data/library/list-whole-library";

/** Every model the workspace sees (samples and its own), to pick the host's avatar from. */
export function useLibraryModels() {
  return useWholeLibrary({}, { revalidateOnFocus: false });
}
