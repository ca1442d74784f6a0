import type { ReactNode } from "react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";
import { IconSearch } from "./icons";
import { SkeletonRows } from "./loading-placeholder";
import { Pagination, type CursorPages } from "./pagination";
import { useT } from "../messages";

export interface ContentListBodyProps<T> {
  /**
   * The list's SWR response: the page on screen (SWR keeps the previous one while the next page or
   * a search loads), its error and first load, and `mutate` to retry.
   */
  response: { data: { items: T[]; nextCursor: string | null } | undefined; error: unknown; isLoading: boolean; mutate: () => unknown };
  /** e.g. "Could not load stores". */
  errorTitle: string;
  skeletonRows?: number;
  /** What an empty page shows: a search miss (`NoMatchesState`) or the list's nothing-yet state. */
  empty: ReactNode;
  /** Cursor paging, as `useCursorPages` gives it. */
  pages: CursorPages;
  /** The page's items, e.g. as table rows or a grid. */
  children: (items: T[]) => ReactNode;
}

/**
 * The body of a paginated content list: an error with a retry (only when there is nothing to
 * show), skeleton rows on the first load, the empty state, or the items with the pager.
 */
export function ContentListBody<T>({ response, errorTitle, skeletonRows = 5, empty, pages, children }: ContentListBodyProps<T>) {
  const { data, error, isLoading, mutate } = response;
  if (error && !data) return <ErrorState title={errorTitle} error={error} onRetry={() => mutate()} />;
  if (isLoading && !data) return <SkeletonRows rows={skeletonRows} />;
  if (!data) return null;
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(data.items)}
      <Pagination pages={pages} nextCursor={data.nextCursor} />
    </>
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
