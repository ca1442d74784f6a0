import type { ExperienceAnalytics } from "@vitrine/contract";
import { formatCount, formatShare } from "../lib/format";
import { useT } from "../messages";

/** Session -> product opened -> viewed in the room (AR) -> product link followed, each bar as a share of the sessions. */
export function Funnel({ funnel }: { funnel: ExperienceAnalytics["funnel"] }) {
  const t = useT();
  const steps = [
    { label: t("funnel.sessions"), value: funnel.sessions, note: t("funnel.started") },
    {
      label: t("funnel.openedProduct"),
      value: funnel.productOpenSessions,
      note: t("funnel.ofSessions", { share: formatShare(funnel.productOpenSessions, funnel.sessions) }),
    },
    {
      label: t("funnel.viewedInSpace"),
      value: funnel.arSessions,
      note: t("funnel.ofOpeners", { share: formatShare(funnel.arSessions, funnel.productOpenSessions) }),
    },
    {
      label: t("funnel.followedLink"),
      value: funnel.linkOutSessions,
      note: t("funnel.ofOpeners", { share: formatShare(funnel.linkOutSessions, funnel.productOpenSessions) }),
    },
  ];
  const top = Math.max(funnel.sessions, 1);
  return (
    <ol className="analytics-funnel" aria-label={t("funnel.label")}>
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
