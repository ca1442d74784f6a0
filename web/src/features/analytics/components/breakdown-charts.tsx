import type { CSSProperties } from "react";
import { analyticsBreakdownClasses, type AnalyticsBreakdownRow, type ExperienceAnalytics } from "@vitrine/contract";
import { weekdayNames } from "@vitrine/contract/local-time";
import { className, type BarBreakdown } from "../lib/breakdown-classes";
import { formatCount, formatShare } from "../lib/format";
import { useT } from "../messages";

type Translate = ReturnType<typeof useT>;

interface Bar {
  key: string;
  label: string;
  value: number;
}

/** Horizontal bars, each a share of `total`; a list, so a screen reader reads each label and figure. */
export function Bars({ bars, total, label, name }: { bars: Bar[]; total: number; label: string; name: string }) {
  const top = Math.max(...bars.map((b) => b.value), 1);
  return (
    <ul className="analytics-bars" aria-label={label} data-breakdown={name}>
      {bars.map((bar) => (
        <li key={bar.key} className="analytics-bars-row" data-class={bar.key}>
          <span className="analytics-bars-label">{bar.label}</span>
          <span className="analytics-bar-track" aria-hidden="true">
            <span className="analytics-bar" style={{ width: `${bar.value > 0 ? Math.max((bar.value / top) * 100, 2) : 0}%` }} />
          </span>
          <span className="analytics-bars-value num" data-value>
            {formatCount(bar.value)}
          </span>
          <span className="analytics-bars-share num cell-muted">{formatShare(bar.value, total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Sessions per class of one breakdown; classes nobody came from are left out (all but the first stay for `visitor`). */
export function BreakdownBars({ breakdown, rows, sessions }: { breakdown: BarBreakdown; rows: AnalyticsBreakdownRow[]; sessions: number }) {
  const t = useT();
  const shown = breakdown === "visitor" ? rows : rows.filter((row) => row.sessions > 0);
  if (shown.length === 0) return <p className="analytics-none">{t("breakdowns.none")}</p>;
  return (
    <Bars
      name={breakdown}
      label={t(`breakdowns.${breakdown}` as Parameters<Translate>[0])}
      total={sessions}
      bars={shown.map((row) => ({ key: row.class, label: className(breakdown, row.class, t), value: row.sessions }))}
    />
  );
}

/** Sessions per store, most first. */
export function StoreBars({ stores, sessions }: { stores: ExperienceAnalytics["stores"]; sessions: number }) {
  const t = useT();
  if (stores.length === 0) return <p className="analytics-none">{t("report.noStore")}</p>;
  return (
    <Bars
      name="store"
      label={t("breakdowns.stores")}
      total={sessions}
      bars={[...stores].sort((a, b) => b.sessions - a.sessions).map((s) => ({ key: s.storeId, label: s.name, value: s.sessions }))}
    />
  );
}

const hours = Array.from({ length: 24 }, (_, h) => h);

/**
 * Sessions per hour of the week on each store's clock: a table (weekdays by hours), each cell
 * shaded by its share of the busiest hour and named for screen readers ("Monday 09:00, 3 sessions").
 */
export function HourWeekdayGrid({ rows }: { rows: AnalyticsBreakdownRow[] }) {
  const t = useT();
  const byClass = new Map(rows.map((row) => [row.class, row.sessions]));
  const top = Math.max(...analyticsBreakdownClasses.hourWeekday.map((c) => byClass.get(c) ?? 0), 1);
  return (
    <div className="analytics-heat">
      <table className="analytics-heat-table" aria-label={t("breakdowns.hourWeekday")} data-breakdown="hourWeekday">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t("breakdowns.day")}</span>
            </th>
            {hours.map((h) => (
              <th key={h} scope="col" className="analytics-heat-hour">
                <span aria-hidden="true">{h % 6 === 0 ? h : ""}</span>
                <span className="visually-hidden">{`${String(h).padStart(2, "0")}:00`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekdayNames.map((day) => (
            <tr key={day}>
              <th scope="row" className="analytics-heat-day">
                <abbr title={t(`weekday.${day}` as Parameters<Translate>[0])}>{t(`weekday.short.${day}` as Parameters<Translate>[0])}</abbr>
              </th>
              {hours.map((h) => {
                const klass = `${day}-${String(h).padStart(2, "0")}`;
                const value = byClass.get(klass) ?? 0;
                const name = t("breakdowns.cell", {
                  day: t(`weekday.${day}` as Parameters<Translate>[0]),
                  hour: `${String(h).padStart(2, "0")}:00`,
                  count: value,
                });
                return (
                  <td
                    key={h}
                    className="analytics-heat-cell"
                    data-class={klass}
                    data-value={value}
                    title={name}
                    aria-label={name}
                    style={{ "--heat": value === 0 ? 0 : 0.15 + 0.85 * (value / top) } as CSSProperties}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="analytics-heat-legend cell-muted">
        <span>{t("breakdowns.legendNone")}</span>
        <span className="analytics-heat-scale" aria-hidden="true" />
        <span>{t("breakdowns.legendMost", { count: top })}</span>
      </p>
    </div>
  );
}
