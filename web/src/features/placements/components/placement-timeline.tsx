import { useMemo } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { useNow } from "@/hooks/use-now";
import { useBrandScheduledPublishes } from "@/data/manifests/scheduled-publishes";
import { usePlacementTimeline } from "@/data/placements/get-placement-timeline";
import type { ExperienceLookup } from "../lib/experience-colours";
import { layoutPublishes, layoutTimeline } from "../lib/timeline-layout";
import { formatInZone } from "../lib/zoned-time";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";

/** A publish's pin runs from above the bar to its flag's row, each row this much lower. */
const PIN_PX = 46;
const FLAG_ROW_PX = 22;

interface PlacementTimelineProps {
  brandId: string;
  placementId: string;
  /** Names and colours of experiences, for segments and the legend. */
  experiences: ExperienceLookup;
}

/**
 * What the placement shows over the next seven days, as the server's resolver computes it: one
 * bar, a coloured segment per experience, a tick at every local midnight and every six hours,
 * a "now" marker that moves with the clock, and a flag where a new version of an experience it
 * shows is scheduled to go live.
 */
export function PlacementTimeline({ brandId, placementId, experiences }: PlacementTimelineProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const { data: timeline, error, mutate } = usePlacementTimeline(brandId, placementId);
  const now = useNow(60_000);
  const layout = useMemo(() => (timeline ? layoutTimeline(timeline, now.getTime(), 6, locale) : null), [timeline, now, locale]);
  // Markers only: without them (no access, or the list failed) the timeline still says what shows.
  const { data: scheduled } = useBrandScheduledPublishes(brandId);
  const publishes = useMemo(() => (timeline && scheduled ? layoutPublishes(timeline, scheduled.items) : []), [timeline, scheduled]);
  const flagRows = publishes.reduce((rows, p) => Math.max(rows, p.row + 1), 0);

  if (error && !timeline) return <ErrorState title={t("timeline.loadError")} error={error} onRetry={() => mutate()} />;
  if (!timeline || !layout) return <div className="timeline timeline-loading skeleton" aria-hidden="true" />;

  const tz = timeline.timezone;
  const name = experiences.name;
  const when = (iso: string) =>
    formatInZone(iso, tz, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, locale);
  const clock = (iso: string) => formatInZone(iso, tz, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, locale);
  const legend = [...new Map(timeline.segments.map((s) => [s.experienceId, s])).values()];
  // The name the new version carries: a launch is often a rename ("Spring 2.0").
  const launchName = (p: (typeof publishes)[number]) => p.experienceName || name(p.experienceId);
  const goesLive = (p: (typeof publishes)[number]) => t("timeline.publish", { name: launchName(p), when: when(p.publishAt) });

  return (
    <figure className="timeline" aria-label={t("timeline.label")}>
      <figcaption className="timeline-caption">
        <span className="timeline-title">{t("timeline.title")}</span>
        <span className="timeline-zone">{t("timeline.zone", { timeZone: tz })}</span>
      </figcaption>
      <div className="timeline-scroll">
        <div className="timeline-chart" style={flagRows > 0 ? { paddingBottom: `${FLAG_ROW_PX * flagRows + 6}px` } : undefined}>
          <div className="timeline-ticks" aria-hidden="true">
            {layout.ticks.map((tick) => (
              <span key={tick.left} className={tick.major ? "timeline-tick timeline-tick-major" : "timeline-tick"} style={{ left: `${tick.left}%` }}>
                <span className="timeline-tick-label">{tick.label}</span>
              </span>
            ))}
          </div>
          <ol className="timeline-track">
            {layout.segments.map((segment) => {
              const label = name(segment.experienceId);
              const detail = t(segment.source === "default" ? "timeline.segmentDefault" : "timeline.segment", {
                name: label,
                from: when(segment.from),
                to: when(segment.to),
              });
              return (
                <li
                  key={segment.from}
                  className={segment.experienceId ? "timeline-segment" : "timeline-segment timeline-segment-empty"}
                  data-source={segment.source}
                  data-experience-id={segment.experienceId ?? ""}
                  style={{
                    left: `${segment.left}%`,
                    width: `${segment.width}%`,
                    background: segment.experienceId ? experiences.colour(segment.experienceId) : undefined,
                  }}
                  title={detail}
                  aria-label={detail}
                >
                  {segment.width > 7 && <span className="timeline-segment-label">{label}</span>}
                </li>
              );
            })}
          </ol>
          {publishes.map((p) => (
            <span
              key={p.id}
              className="timeline-publish"
              data-scheduled-publish-id={p.id}
              style={{ left: `${p.left}%`, height: `${PIN_PX + p.row * FLAG_ROW_PX}px` }}
              title={goesLive(p)}
            >
              <span className={p.pointsLeft ? "timeline-publish-flag timeline-publish-flag-end" : "timeline-publish-flag"} aria-hidden="true">
                <span className="timeline-publish-time">{clock(p.publishAt)}</span>
                <span className="timeline-publish-name">{launchName(p)}</span>
              </span>
            </span>
          ))}
          {layout.now !== null && (
            <span className="timeline-now" style={{ left: `${layout.now}%` }} aria-hidden="true">
              {/* Near either end the label leans inwards, so the timeline's edge does not cut it. */}
              <span
                className={
                  layout.now < 3
                    ? "timeline-now-label timeline-now-label-start"
                    : layout.now > 97
                      ? "timeline-now-label timeline-now-label-end"
                      : "timeline-now-label"
                }
              >
                {t("timeline.now")}
              </span>
            </span>
          )}
        </div>
      </div>
      <ul className="timeline-legend" aria-label={t("timeline.legend")}>
        {legend.map((s) => (
          <li key={s.experienceId ?? "none"}>
            <span
              className={s.experienceId ? "timeline-swatch" : "timeline-swatch timeline-swatch-empty"}
              style={{ background: s.experienceId ? experiences.colour(s.experienceId) : undefined }}
            />
            {name(s.experienceId)}
          </li>
        ))}
      </ul>
      {publishes.length > 0 && (
        <ul className="timeline-publish-list" aria-label={t("timeline.publishes")}>
          {publishes.map((p) => (
            <li key={p.id}>
              <span className="timeline-publish-dot" aria-hidden="true" />
              {goesLive(p)}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
