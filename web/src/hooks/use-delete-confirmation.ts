import { useState } from "react";

/**
 * One delete confirmation for whichever item of a list asked for it: `ask(item)` opens it, and
 * confirming closes it at once and hands the item to `remove`. For optimistic deletes, where the
 * item disappears now and the mutation brings it back with a toast if the server refuses.
 * `dialogProps` goes to a `ConfirmDialog`; `item` names the item in its texts.
 */
export function useDeleteConfirmation<T>(remove: (item: T) => void) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    ask: (next: T) => setItem(() => next),
    dialogProps: {
      open: item !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setItem(null);
      },
      onConfirm: () => {
        if (item === null) return;
        setItem(null);
        remove(item);
      },
    },
  };
}
