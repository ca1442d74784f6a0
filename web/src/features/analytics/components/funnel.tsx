import type { ExperienceAnalytics } from "@contract";
import { formatCount, formatShare } from "../lib/format";

/** Session -> product opened -> viewed in the room (AR) -> product link followed, each bar as a share of the sessions. */
export function Funnel({ funnel }: { funnel: ExperienceAnalytics["funnel"] }) {
  const steps = [
    { label: "Sessions", value: funnel.sessions, note: "Started the experience" },
    { label: "Opened a product", value: funnel.productOpenSessions, note: `${formatShare(funnel.productOpenSessions, funnel.sessions)} of sessions` },
    {
      label: "Viewed in your space",
      value: funnel.arSessions,
      note: `${formatShare(funnel.arSessions, funnel.productOpenSessions)} of those who opened one`,
    },
    {
      label: "Followed a product link",
      value: funnel.linkOutSessions,
      note: `${formatShare(funnel.linkOutSessions, funnel.productOpenSessions)} of those who opened one`,
    },
  ];
  const top = Math.max(funnel.sessions, 1);
  return (
    <ol className="analytics-funnel" aria-label="Funnel">
      {steps.map((step, i) => (
        <li key={step.label} className="analytics-funnel-step">
          <div className="analytics-funnel-head">
            <span className="analytics-funnel-label">
              <span className="analytics-funnel-index">{i + 1}</span>
              {step.label}
            </span>
            <span className="analytics-funnel-value" data-funnel-step={i + 1}>
              {formatCount(step.value)}
            </span>
          </div>
          <div className="analytics-bar-track">
            <div className="analytics-bar" style={{ width: `${Math.max((Math.min(step.value, top) / top) * 100, step.value > 0 ? 2 : 0)}%` }} />
          </div>
          <span className="analytics-funnel-note">{step.note}</span>
        </li>
      ))}
    </ol>
  );
}
