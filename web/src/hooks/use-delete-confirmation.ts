import { useState } from "react";

/**
 * One confirmation for whichever item of a list asked for it: `ask(item)` opens it, and confirming
 * hands the item to `confirm` with a way to close it. `dialogProps` goes to a `ConfirmDialog`;
 * `item` names the item in its texts.
 */
export function useItemConfirmation<T>(confirm: (item: T, close: () => void) => void | Promise<void>) {
  const [item, setItem] = useState<T | null>(null);
  const close = () => setItem(null);
  return {
    item,
    ask: (next: T) => setItem(() => next),
    dialogProps: {
      open: item !== null,
      onOpenChange: (open: boolean) => {
        if (!open) close();
      },
      onConfirm: () => (item === null ? undefined : confirm(item, close)),
    },
  };
}

/**
 * A delete confirmation: confirming closes it at once and hands the item to `remove`. For
 * optimistic deletes, where the item disappears now and the mutation brings it back with a toast if
 * the server refuses.
 */
export function useDeleteConfirmation<T>(remove: (item: T) => void) {
  return useItemConfirmation<T>((item, close) => {
    close();
    remove(item);
  });
}
