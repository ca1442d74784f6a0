import { cn } from "@/lib/cn";
import { IconSearch, IconX } from "./icons";
import { Input } from "./input";
import { useT } from "../messages";

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the box, e.g. "Search brands by name"; also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  className?: string;
}

/** A search box with a button that clears it once something is typed. */
export function SearchInput({ value, onChange, label, placeholder = label, className }: SearchInputProps) {
  const t = useT();
  return (
    <div className={cn("search-input", className)}>
      <IconSearch className="search-input-icon" />
      <Input type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} aria-label={label} maxLength={80} />
      {value && (
        <button type="button" className="search-input-clear" onClick={() => onChange("")} aria-label={t("searchInput.clear")}>
          <IconX size={14} />
        </button>
      )}
    </div>
  );
}
