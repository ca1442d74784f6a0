import type { ReactNode } from "react";
import { Button } from "./button";
import { IconPlus } from "./icons";

interface CreateButtonProps {
  onClick: () => void;
  /** What it makes, e.g. "New store", "Add people". */
  children: ReactNode;
}

/** A screen's primary button that creates, adds or uploads an item, with its plus sign. */
export function CreateButton({ onClick, children }: CreateButtonProps) {
  return (
    <Button variant="primary" onClick={onClick}>
      <IconPlus /> {children}
    </Button>
  );
}
