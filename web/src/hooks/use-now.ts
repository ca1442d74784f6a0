import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs`, so what depends on it (a timeline's "now", a
 * store's clock and "open now") stays true on an open tab.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
