import { useState } from "react";
import { useCursorPages } from "./use-cursor-pages";
import { useDebouncedValue } from "./use-debounced-value";

export type ContentSort = "name" | "-updatedAt";

/**
 * Search, sort and cursor paging of a brand content list (stores, surveys, videos, sets). The API
 * searches by name prefix and returns matches by name, so a search overrides the chosen sort.
 * `scope` is anything else that restarts paging when it changes (e.g. a status tab).
 */
export function useContentListQuery(defaultSort: ContentSort, scope = "") {
  const [search, setSearch] = useState("");
  const [chosenSort, setSort] = useState<ContentSort>(defaultSort);
  const q = useDebouncedValue(search.trim(), 300);
  const sort: ContentSort = q ? "name" : chosenSort;
  const pages = useCursorPages(`${scope}|${q}|${sort}`);
  return { search, setSearch, q, sort, setSort, pages };
}
