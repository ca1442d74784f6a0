import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { allTimeZones, searchTimeZones, timeZoneParts, utcOffset } from "@/lib/time-zones";
import { useT } from "../messages";
import "./time-zone-picker.css";

interface TimeZonePickerProps extends FieldControlProps {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}

/**
 * A searchable list of the ~400 IANA zones (a native select would be a very long scroll): type a
 * city, region or offset-free fragment, pick with the arrow keys and Enter, or click.
 * Follows the ARIA combobox pattern, so screen readers announce the active option.
 */
export function TimeZonePicker({ value, onChange, disabled = false, ...control }: TimeZonePickerProps) {
  const t = useT();
  const listId = useId();
  const zones = allTimeZones();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const open = query !== null;
  // Offsets move with daylight saving: read them for the moment the list opens.
  const now = useMemo(() => (open ? new Date() : null), [open]) ?? new Date();
  const results = useMemo(() => (open ? searchTimeZones(zones, query) : []), [zones, query, open]);

  // Keep the highlighted option in view while arrowing through a long list.
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  // Escape closes the list, not the dialog around it: dialogs listen on the document in the
  // capture phase, so the key is taken earlier, on the window.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      setQuery(null);
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [open]);

  const pick = (zone: string) => {
    onChange(zone);
    setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setQuery("");
        setActive(Math.max(0, zones.indexOf(value)));
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      // Enter picks the highlighted zone instead of submitting the form.
      event.preventDefault();
      if (results[active]) pick(results[active]);
    }
  };

  return (
    <div className="tz-picker">
      <Input
        {...control}
        ref={inputRef}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={open ? query : value}
        placeholder={open ? value : t("timeZonePicker.placeholder")}
        onFocus={(event) => {
          if (disabled) return;
          event.target.select();
        }}
        onClick={() => {
          if (!open && !disabled) {
            setQuery("");
            setActive(0);
          }
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onBlur={() => {
          // Leaving the box keeps an exact name typed in full, and otherwise the previous zone.
          const typed = query?.trim();
          if (typed && zones.includes(typed)) onChange(typed);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} ref={listRef} role="listbox" className="tz-list" aria-label={t("timeZonePicker.list")}>
          {results.length === 0 ? (
            <li className="tz-empty" role="presentation">
              {t("timeZonePicker.noMatch", { query: query ?? "" })}
            </li>
          ) : (
            results.map((zone, index) => {
              const { city, region } = timeZoneParts(zone);
              return (
                <li
                  key={zone}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={index === active}
                  className={cn("tz-option", index === active && "tz-option-active", zone === value && "tz-option-current")}
                  // mousedown, not click: the input must not lose focus (and close the list) first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(zone);
                  }}
                  onMouseMove={() => setActive(index)}
                >
                  <span className="tz-option-name">
                    <span className="tz-option-city">{city}</span>
                    {region && <span className="tz-option-region">{region}</span>}
                  </span>
                  <span className="tz-option-offset">{utcOffset(zone, now)}</span>
                </li>
              );
            })
          )}
        </ul>
      )}
    </div>
  );
}
