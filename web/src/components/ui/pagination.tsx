import { Button } from "./button";
import { IconChevronLeft, IconChevronRight } from "./icons";
import { useT } from "../messages";

/** Cursor paging, as `useCursorPages` gives it. */
export interface CursorPages {
  page: number;
  previous: () => void;
  next: (cursor: string | null) => void;
}

interface PaginationProps {
  pages: CursorPages;
  /** The page on screen's cursor to the next one; null on the last page. */
  nextCursor: string | null;
}

/** Previous/next under a list; hidden when everything fits on one page. */
export function Pagination({ pages, nextCursor }: PaginationProps) {
  const t = useT();
  const { page } = pages;
  const hasNext = Boolean(nextCursor);
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <span className="pagination-label">{t("pagination.page", { page })}</span>
      <div className="pagination-buttons">
        <Button size="sm" onClick={pages.previous} disabled={page === 1}>
          <IconChevronLeft /> {t("pagination.previous")}
        </Button>
        <Button size="sm" onClick={() => pages.next(nextCursor)} disabled={!hasNext}>
          {t("pagination.next")} <IconChevronRight />
        </Button>
      </div>
    </nav>
  );
}
