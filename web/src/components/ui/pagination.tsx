import { Button } from "./button";
import { IconChevronLeft, IconChevronRight } from "./icons";

interface PaginationProps {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/next under a list; hidden when everything fits on one page. */
export function Pagination({ page, hasNext, onPrevious, onNext }: PaginationProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination-label">Page {page}</span>
      <div className="pagination-buttons">
        <Button size="sm" onClick={onPrevious} disabled={page === 1}>
          <IconChevronLeft /> Previous
        </Button>
        <Button size="sm" onClick={onNext} disabled={!hasNext}>
          Next <IconChevronRight />
        </Button>
      </div>
    </nav>
  );
}
