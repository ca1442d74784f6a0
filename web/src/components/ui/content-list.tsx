import type { ReactNode } from "react";
import { ContentListBody, NoMatchesState } from "./content-list-body";
import { ListToolbar } from "./list-toolbar";
import { useT } from "../messages";

export interface ContentListProps<T, S extends string> {
  /** Search, sort and paging, as `useContentListQuery` gives them. */
  query: {
    search: string;
    setSearch: (value: string) => void;
    q: string;
    sort: S;
    setSort: (sort: S) => void;
    pages: { page: number; previous: () => void; next: (cursor: string | null) => void };
  };
  /** The list's SWR response for that query. */
  response: {
    data: { items: T[]; nextCursor: string | null } | undefined;
    error: unknown;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => unknown;
  };
  /** Placeholder and accessible name of the search box, e.g. "Search stores by name". */
  searchLabel: string;
  /** Accessible name of the sort menu, e.g. "Sort stores". */
  sortLabel: string;
  sortOptions: readonly { value: S; label: string }[];
  /** What the API orders search results by ("name", "title"): the sort menu is locked while searching and says so. */
  searchOrder: string;
  /** Extra filters in the toolbar, e.g. a status switch. */
  filters?: ReactNode;
  /** False to leave the toolbar out, e.g. while the list has nothing at all to search. */
  showToolbar?: boolean;
  /** e.g. "Could not load stores". */
  errorTitle: string;
  skeletonRows?: number;
  /** What a search that found nothing says: e.g. `No stores match “oak”`, and how search matches. */
  noMatches: { title: string; description: string };
  /** What the list shows with no search and nothing in it. */
  empty: ReactNode;
  /** The page's items, e.g. as table rows. */
  children: (items: T[]) => ReactNode;
}

/**
 * A searchable, sortable, paginated content list (stores, sets, videos…): the toolbar and the
 * body under it, wired to the list's query and its response. The screen keeps its texts, its
 * nothing-yet state and how it shows the items.
 */
export function ContentList<T, S extends string>({
  query,
  response,
  searchLabel,
  sortLabel,
  sortOptions,
  searchOrder,
  filters,
  showToolbar = true,
  errorTitle,
  skeletonRows,
  noMatches,
  empty,
  children,
}: ContentListProps<T, S>) {
  const t = useT();
  const { search, setSearch, q, sort, setSort, pages } = query;
  const { data, isValidating } = response;
  return (
    <>
      {showToolbar && (
        <ListToolbar
          search={search}
          onSearchChange={setSearch}
          searchLabel={searchLabel}
          sort={sort}
          sortOptions={sortOptions}
          onSortChange={setSort}
          sortLabel={sortLabel}
          sortLockedReason={q ? t("contentList.sortLocked", { order: searchOrder }) : undefined}
          refreshing={Boolean(isValidating && data)}
          filters={filters}
        />
      )}
      <ContentListBody
        response={response}
        errorTitle={errorTitle}
        skeletonRows={skeletonRows}
        pages={pages}
        empty={q ? <NoMatchesState title={noMatches.title} description={noMatches.description} onClear={() => setSearch("")} /> : empty}
      >
        {children}
      </ContentListBody>
    </>
  );
}
