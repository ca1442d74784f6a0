import { useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";

/**
 * Asks before unsaved edits are lost: in-app navigation is held by a router blocker (the caller
 * shows a dialog and calls `proceed` or `reset`), and closing or reloading the tab gets the
 * browser's own prompt. `allowNextNavigation()` lets a save or delete move on without asking.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    blocker,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
