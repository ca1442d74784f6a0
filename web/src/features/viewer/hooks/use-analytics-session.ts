import { useEffect, useRef } from "react";
import { analytics, type AnalyticsContext } from "../lib/analytics";

/**
 * One analytics session per shown experience: started on mount, ended (with the dwell time)
 * when the page goes away. A page restored from the back/forward cache starts a new one. (A tab
 * hidden and then killed without a pagehide loses nothing already tracked: the sender hands
 * everything waiting to `sendBeacon` as soon as the page is hidden.) `session_start` carries the
 * interface language the visit starts in.
 */
export function useAnalyticsSession(context: AnalyticsContext, language: string) {
  const { placementId, brandId, experienceId, version, preview } = context;
  // The language the session starts in (the analytics' per-language breakdown); switching it later
  // does not start another session.
  const languageRef = useRef(language);
  languageRef.current = language;
  useEffect(() => {
    const current = { placementId, brandId, experienceId, version, preview };
    const start = () =>
      analytics.startSession(current, {
        referrer: typeof document !== "undefined" ? document.referrer || null : null,
        viewport: typeof window !== "undefined" ? `${window.innerWidth}x${window.innerHeight}` : null,
        language: languageRef.current,
      });
    start();
    const onHide = () => analytics.endSession();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) start();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      analytics.endSession();
    };
  }, [placementId, brandId, experienceId, version, preview]);
}
