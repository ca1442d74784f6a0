import { useSyncExternalStore } from "react";

/**
 * A value shared by the viewer's two React renderers, the page's and the 3D canvas's, which no
 * context crosses (a product sheet chooses, the scene shows): a module-level store read through
 * `useSyncExternalStore`. The value is replaced, never changed in place.
 */
export function sharedStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    /** What `select` reads of the value; the component renders again only when that changes. */
    useSelected<S>(select: (value: T) => S, beforeHydration: S): S {
      return useSyncExternalStore(
        subscribe,
        () => select(value),
        () => beforeHydration,
      );
    },
  };
}
