import { useItemConfirmation } from "./use-delete-confirmation";

/**
 * A confirmation that waits for the server: confirming runs `act(item)`, and it closes once that
 * succeeded (after a failure it stays open, the mutation's toast saying why). For removals that are
 * not optimistic (people, keys, invitations); `useDeleteConfirmation` is the optimistic one.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<{ ok: boolean }>) {
  return useItemConfirmation<T>(async (item, close) => {
    const outcome = await act(item);
    if (outcome.ok) close();
  });
}
