import { useCallback, useState } from "react";

/**
 * Forward-only cursor pagination with a way back: the API hands out `nextCursor`, and we keep
 * the cursors of the pages already seen so "Previous" can return to them. When `resetKey`
 * changes (e.g. a new search), paging starts again at page 1 in the same render — no request
 * goes out with a cursor that belongs to the old query.
 */
export function useCursorPages(resetKey: string = "") {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: resetKey, cursors: [] });
  const cursors = state.key === resetKey ? state.cursors : [];

  const next = useCallback(
    (cursor: string | null | undefined) => {
      if (!cursor) return;
      setState((current) => ({ key: resetKey, cursors: [...(current.key === resetKey ? current.cursors : []), cursor] }));
    },
    [resetKey],
  );
  const previous = useCallback(
    () => setState((current) => ({ key: resetKey, cursors: current.key === resetKey ? current.cursors.slice(0, -1) : [] })),
    [resetKey],
  );
  return { cursor: cursors.at(-1), page: cursors.length + 1, next, previous };
}
