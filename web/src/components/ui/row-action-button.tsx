import type { ReactNode } from "react";
import { IconButton } from "./icon-button";

interface RowActionButtonProps {
  /** Accessible name, naming the row's item, e.g. "Delete Oak table". */
  label: string;
  /** Tooltip, e.g. "Delete set". */
  title: string;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}

/** An icon button among a table row's actions; clicking it does not also click a clickable row. */
export function RowActionButton({ label, title, onClick, children }: RowActionButtonProps) {
  return (
    <IconButton
      label={label}
      title={title}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  );
}
