import type { ReactNode } from "react";
import { IconSearch, IconX } from "./icons";
import { Input, Select } from "./input";
import { Spinner } from "./spinner";

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
  return (
    <div className="toolbar toolbar-wrap">
      <div className="search-input">
        <IconSearch className="search-input-icon" />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={searchLabel}
          aria-label={searchLabel}
          maxLength={80}
        />
        {search && (
          <button type="button" className="search-input-clear" onClick={() => onSearchChange("")} aria-label="Clear search">
            <IconX size={14} />
          </button>
        )}
      </div>
      {refreshing && <Spinner label="Refreshing" />}
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
