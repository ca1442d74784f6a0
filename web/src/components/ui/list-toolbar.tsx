import type { ReactNode } from "react";
import { Select } from "./input";
import { SearchInput } from "./search-input";
import { Spinner } from "./spinner";
import { useT } from "../messages";

interface ListToolbarProps<S extends string> {
  search: string;
  onSearchChange: (value: string) => void;
  /** Placeholder and accessible name of the search box, e.g. "Search stores by name". */
  searchLabel: string;
  sort: S;
  sortOptions: readonly { value: S; label: string }[];
  onSortChange: (value: S) => void;
  /** Accessible name of the sort menu, e.g. "Sort stores". */
  sortLabel: string;
  /** Set while searching: the API returns matches in one order, so the menu is locked and says why. */
  sortLockedReason?: string;
  refreshing: boolean;
  /** Extra filters shown before the sort menu, e.g. a status switch. */
  filters?: ReactNode;
}

/** The search box, refresh indicator and sort menu above every paginated content list. */
export function ListToolbar<S extends string>({
  search,
  onSearchChange,
  searchLabel,
  sort,
  sortOptions,
  onSortChange,
  sortLabel,
  sortLockedReason,
  refreshing,
  filters,
}: ListToolbarProps<S>) {
  const t = useT();
  return (
    <div className="toolbar toolbar-wrap">
      <SearchInput value={search} onChange={onSearchChange} label={searchLabel} />
      {refreshing && <Spinner label={t("listToolbar.refreshing")} />}
      <div className="toolbar-end">
        {filters}
        <Select
          className="select-sort"
          aria-label={sortLabel}
          value={sort}
          options={sortOptions}
          onChange={(event) => onSortChange(event.target.value as S)}
          disabled={Boolean(sortLockedReason)}
          title={sortLockedReason}
        />
      </div>
    </div>
  );
}
