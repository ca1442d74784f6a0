import { Button } from "./button";
import { IconChevronLeft, IconChevronRight } from "./icons";
import { useT } from "../messages";

interface PaginationProps {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/next under a list; hidden when everything fits on one page. */
export function Pagination({ page, hasNext, onPrevious, onNext }: PaginationProps) {
  const t = useT();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <span className="pagination-label">{t("pagination.page", { page })}</span>
      <div className="pagination-buttons">
        <Button size="sm" onClick={onPrevious} disabled={page === 1}>
          <IconChevronLeft /> {t("pagination.previous")}
        </Button>
        <Button size="sm" onClick={onNext} disabled={!hasNext}>
          {t("pagination.next")} <IconChevronRight />
        </Button>
      </div>
    </nav>
  );
}
