import type { CSSProperties } from "react";
import type { RetentionReport } from "@vitrine/contract";
import { formatCount, formatShare } from "../lib/format";
import { useT } from "../messages";

/**
 * Weekly retention as a heat grid: a row per week of first visit, its visitors, then the share of
 * them who came back in each week after (darker is more); weeks not yet begun are blank.
 */
export function RetentionGrid({ retention }: { retention: RetentionReport }) {
  const t = useT();
  if (retention.cohorts.every((c) => c.visitors === 0)) return <p className="analytics-none">{t("retention.none")}</p>;
  const offsets = Array.from({ length: retention.weeks }, (_, i) => i + 1);
  return (
    <div className="analytics-retention">
      <table className="analytics-retention-table" aria-label={t("retention.tableLabel")}>
        <thead>
          <tr>
            <th scope="col" className="analytics-retention-week">
              {t("retention.week")}
            </th>
            <th scope="col" className="analytics-retention-visitors">
              {t("retention.visitors")}
            </th>
            {offsets.map((n) => (
              <th key={n} scope="col">
                {t("retention.offset", { n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {retention.cohorts.map((cohort) => (
            <tr key={cohort.week} data-cohort={cohort.week}>
              <th scope="row" className="analytics-retention-week">
                <span>{cohort.week}</span>
                <span className="cell-muted analytics-retention-start">{cohort.start}</span>
              </th>
              <td className="analytics-retention-visitors num" data-visitors={cohort.visitors}>
                {formatCount(cohort.visitors)}
              </td>
              {cohort.returned.map((value, i) => {
                const share = value === null || cohort.visitors === 0 ? 0 : value / cohort.visitors;
                return (
                  <td
                    key={i}
                    className={
                      value === null
                        ? "analytics-retention-cell is-ahead"
                        : share >= 0.45
                          ? "analytics-retention-cell num is-strong"
                          : "analytics-retention-cell num"
                    }
                    data-offset={i + 1}
                    data-value={value ?? ""}
                    title={value === null ? undefined : `${formatCount(value)} / ${formatCount(cohort.visitors)}`}
                    style={{ "--heat": value ? 0.15 + 0.85 * share : 0 } as CSSProperties}
                  >
                    {value === null ? "" : cohort.visitors === 0 ? "–" : formatShare(value, cohort.visitors)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
