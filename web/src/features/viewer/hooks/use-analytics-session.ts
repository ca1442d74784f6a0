import { useEffect } from "react";
import { analytics, type AnalyticsContext } from "../lib/analytics";

/**
 * One analytics session per shown experience: started on mount, ended (with the dwell time)
 * when the page goes away. A page restored from the back/forward cache starts a new one.
 */
export function useAnalyticsSession(context: AnalyticsContext) {
  const { placementId, brandId, experienceId, version, preview } = context;
  useEffect(() => {
    const current = { placementId, brandId, experienceId, version, preview };
    const start = () =>
      analytics.startSession(current, {
        referrer: typeof document !== "undefined" ? document.referrer || null : null,
        viewport: typeof window !== "undefined" ? `${window.innerWidth}x${window.innerHeight}` : null,
      });
    start();
    const onHide = () => analytics.endSession();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) start();
    };
    // Mobile browsers may kill a hidden tab without a pagehide: hand over what we have.
    const onVisibility = () => {
      if (document.visibilityState === "hidden") analytics.flush();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      document.removeEventListener("visibilitychange", onVisibility);
      analytics.endSession();
    };
  }, [placementId, brandId, experienceId, version, preview]);
}
