import { useEffect, useRef, useState } from "react";
import { recheckDelay } from "../lib/recheck-delay";

/**
 * Calls `recheck` (revalidating the resolver's answer) once that answer stops holding
 * (`validUntil`, an ISO time; null = it always holds), so a visitor who keeps the viewer open across
 * a schedule boundary gets what the schedule shows now without reloading. A hidden page does not
 * ask: it asks when it is visible again, if the time has passed meanwhile. `recheck` must keep its
 * identity across renders (SWR's bound `mutate` does).
 */
export function useRecheckWhenExpired(validUntil: string | null, recheck: () => Promise<unknown>) {
  // Bumped after every ask, so the timer is armed again even when the answer came back unchanged.
  const [asked, setAsked] = useState(0);
  const misses = useRef(0);

  useEffect(() => {
    if (validUntil === null) return;
    const until = Date.parse(validUntil);
    if (Number.isNaN(until)) return;
    const now = Date.now();
    misses.current = now >= until ? misses.current + 1 : 0;

    let done = false;
    const ask = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const next = () => setAsked((n) => n + 1);
      recheck().then(next, next);
    };
    const onTimer = () => {
      if (document.visibilityState === "visible") ask();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible" && Date.now() >= until) ask();
    };
    const timer = setTimeout(onTimer, recheckDelay(until, now, misses.current));
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [validUntil, asked, recheck]);
}
