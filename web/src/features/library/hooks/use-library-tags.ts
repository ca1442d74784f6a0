import { useMemo } from "react";
import { useLibrary } from "@/data/library/list-library";

/** How many models the tag chips are gathered from: the API's largest page. */
const TAG_SOURCE_SIZE = 100;

/**
 * The tags to offer as filters: those of the first models of the library by name (one request,
 * whatever the page on screen), so choosing one does not make the others vanish.
 */
export function useLibraryTags(): string[] {
  const { data } = useLibrary({ limit: TAG_SOURCE_SIZE });
  return useMemo(() => [...new Set((data?.items ?? []).flatMap((object) => object.tags))].sort(), [data]);
}
