import type { ReactNode } from "react";

interface CellTitleButtonProps {
  onClick: () => void;
  /** The item's name. */
  children: ReactNode;
}

/**
 * A clickable row's name as a button: the whole row opens the item for the mouse, this button for
 * keyboards (its click does not also click the row).
 */
export function CellTitleButton({ onClick, children }: CellTitleButtonProps) {
  return (
    <button
      type="button"
      className="cell-title cell-title-button"
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}
