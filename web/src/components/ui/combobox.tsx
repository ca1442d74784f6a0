import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";
import "./combobox.css";

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (e.g. a store's code and time zone). */
  hint?: string;
}

interface ComboboxProps {
  /** From a surrounding Field: the label points at the text box. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** The accessible name when no Field label points at the box. */
  label?: string;
  /** What the chosen option is called, shown in the box while the person is not typing. */
  selectedLabel: string;
  /** What the person typed, to search with; the caller asks the server and hands back `options`. */
  onSearch: (text: string) => void;
  options: ComboboxOption[];
  loading?: boolean;
  /** Shown in the list when nothing matches. */
  emptyText: string;
  placeholder?: string;
  onSelect: (option: ComboboxOption) => void;
}

/**
 * A text box that narrows a list of options asked of the server (the WAI-ARIA combobox pattern):
 * typing searches, the arrow keys move through the results, Enter chooses, Escape closes and puts
 * back the chosen option's name. The chosen option need not be among the results on screen.
 */
export function Combobox({ id, label, selectedLabel, onSearch, options, loading = false, emptyText, placeholder, onSelect, ...described }: ComboboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  // null while not typing: the box shows the chosen option's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  // Escape closes the list, not the dialog around it: a dialog listens on the document in the
  // capture phase, so the key is taken on the window, before the document sees it.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.stopPropagation();
      setOpen(false);
      setTyped(null);
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [open]);

  const search = (text: string) => {
    setTyped(text);
    setActive(0);
    setOpen(true);
    onSearch(text);
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
  };
  const choose = (option: ComboboxOption) => {
    onSelect(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        onSearch(typed ?? "");
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (Math.min(current, options.length - 1) + step + options.length) % options.length));
    } else if (event.key === "Enter" && open) {
      // Enter chooses; it never submits the surrounding form while the list is open.
      event.preventDefault();
      if (activeOption) choose(activeOption);
    }
  };

  return (
    <div className="combobox">
      <input
        ref={inputRef}
        id={inputId}
        className="input"
        type="text"
        role="combobox"
        aria-label={id ? undefined : label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
        aria-invalid={described["aria-invalid"]}
        aria-describedby={described["aria-describedby"]}
        autoComplete="off"
        maxLength={80}
        placeholder={placeholder}
        value={typed ?? selectedLabel}
        onChange={(event) => search(event.target.value)}
        onFocus={(event) => event.target.select()}
        onClick={() => {
          if (!open) {
            setOpen(true);
            onSearch(typed ?? "");
          }
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {loading && open && <Spinner className="combobox-spinner" size={14} />}
      <ul id={listId} role="listbox" className={cn("combobox-list", open && "is-open")} aria-label={label} hidden={!open}>
        {options.map((option) => (
          <li
            key={option.value}
            id={`${listId}-${option.value}`}
            role="option"
            aria-selected={option === activeOption}
            className="combobox-option"
            // Choosing happens before the box loses focus (which would close the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="combobox-option-label">{option.label}</span>
            {option.hint && <span className="combobox-option-hint">{option.hint}</span>}
          </li>
        ))}
        {options.length === 0 && !loading && <li className="combobox-empty">{emptyText}</li>}
      </ul>
    </div>
  );
}
