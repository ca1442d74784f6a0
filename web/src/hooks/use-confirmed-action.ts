import { useState } from "react";

/**
 * One confirmation, for whichever item of a list asked for it, that waits for the server: `ask(item)`
 * opens it, confirming runs `act(item)`, and it closes once that succeeded (after a failure it stays
 * open, the mutation's toast saying why). For removals that are not optimistic (people, keys,
 * invitations); `useDeleteConfirmation` is the optimistic one. `dialogProps` goes to a
 * `ConfirmDialog`; `item` names the item in its texts.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<{ ok: boolean }>) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    ask: (next: T) => setItem(() => next),
    dialogProps: {
      open: item !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setItem(null);
      },
      onConfirm: async () => {
        if (item === null) return;
        const outcome = await act(item);
        if (outcome.ok) setItem(null);
      },
    },
  };
}
