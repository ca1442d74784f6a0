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
  return {
    search,
    setSearch,
    q,
    sort,
    setSort,
    pages,
    /** The page to ask the API for; the list adds its `limit` and filters. */
    pageQuery: { q: q || undefined, sort, cursor: pages.cursor },
    /**
     * No search and an empty first page: the list has nothing at all, so there is nothing to
     * search or sort, and its empty state rather than the page header offers to create the first.
     */
    nothingAtAll: (data: { items: unknown[] } | undefined) => Boolean(data && data.items.length === 0 && !q && pages.page === 1),
  };
}
