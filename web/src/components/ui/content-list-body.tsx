import type { ReactNode } from "react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";
import { IconSearch } from "./icons";
import { SkeletonRows } from "./loading-placeholder";
import { Pagination, type CursorPages } from "./pagination";
import { useT } from "../messages";

export interface ListBodyProps<T> {
  /**
   * The list's SWR response: the items on screen (SWR keeps the previous page while the next one or
   * a search loads), its error and first load, and `mutate` to retry.
   */
  response: { data: { items: T[] } | undefined; error: unknown; isLoading: boolean; mutate: () => unknown };
  /** e.g. "Could not load stores". */
  errorTitle: string;
  skeletonRows?: number;
  /** What an empty list shows: a search miss (`NoMatchesState`), the list's nothing-yet state or a line. */
  empty: ReactNode;
  /** The items, e.g. as table rows or a grid. */
  children: (items: T[]) => ReactNode;
}

/**
 * The body of a list read in one request: an error with a retry (only when there is nothing to
 * show), skeleton rows on the first load, the empty state, or the items.
 */
export function ListBody<T>({ response, errorTitle, skeletonRows = 5, empty, children }: ListBodyProps<T>) {
  const { data, error, isLoading, mutate } = response;
  if (error && !data) return <ErrorState title={errorTitle} error={error} onRetry={() => mutate()} />;
  if (isLoading && !data) return <SkeletonRows rows={skeletonRows} />;
  if (!data) return null;
  if (data.items.length === 0) return <>{empty}</>;
  return <>{children(data.items)}</>;
}

export interface ContentListBodyProps<T> extends ListBodyProps<T> {
  response: ListBodyProps<T>["response"] & { data: { nextCursor: string | null } | undefined };
  /** Cursor paging, as `useCursorPages` gives it. */
  pages: CursorPages;
}

/** The body of a paginated content list: a `ListBody` whose items come with the pager. */
export function ContentListBody<T>({ response, pages, children, ...body }: ContentListBodyProps<T>) {
  return (
    <ListBody response={response} {...body}>
      {(items) => (
        <>
          {children(items)}
          <Pagination pages={pages} nextCursor={response.data?.nextCursor ?? null} />
        </>
      )}
    </ListBody>
  );
}

interface NoMatchesStateProps {
  /** e.g. `No stores match “oak”`. */
  title: string;
  /** How search matches, so a person knows what to try next. */
  description: string;
  onClear: () => void;
  clearLabel?: string;
}

/** The empty state of a search or filter that found nothing, with a way back to everything. */
export function NoMatchesState({ title, description, onClear, clearLabel }: NoMatchesStateProps) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconSearch size={20} />}
      title={title}
      description={description}
      action={<Button onClick={onClear}>{clearLabel ?? t("contentList.clearSearch")}</Button>}
    />
  );
}
