import { useState, type ReactNode } from "react";
import { IconChevronDown, IconChevronRight } from "@/components/ui/icons";
import { InlineText } from "./markdown-text";
import { MethodBadge } from "./method-badge";

interface ReferenceEntryProps {
  /** The entry's id in the page, so a link can open straight to it. */
  anchor: string;
  label: string;
  method: string;
  /** A path, or an event's name. */
  title: string;
  summary?: string;
  defaultOpen?: boolean;
  /** The details, shown once the entry is opened. */
  children: ReactNode;
}

/** One collapsible line of the reference (an operation or a webhook event) and its details. */
export function ReferenceEntry({ anchor, label, method, title, summary, defaultOpen = false, children }: ReferenceEntryProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <article className="operation" id={anchor} aria-label={label}>
      <button type="button" className="operation-header" aria-expanded={open} aria-controls={`${anchor}-body`} onClick={() => setOpen(!open)}>
        <MethodBadge method={method} />
        <span className="operation-path">{title}</span>
        <span className="operation-summary">{summary && <InlineText source={summary} />}</span>
        <span className="operation-chevron" aria-hidden="true">
          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </span>
      </button>
      {open && (
        <div className="operation-body" id={`${anchor}-body`}>
          {children}
        </div>
      )}
    </article>
  );
}
