import { formatDay } from "../lib/date-range";
import { useT } from "../messages";

/** Sessions per day as small bars: enough for "how was the week" without loading the chart library. */
export function SessionsSparkline({ series }: { series: Array<{ day: string; sessions: number }> }) {
  const t = useT();
  const most = Math.max(1, ...series.map((p) => p.sessions));
  const width = 100 / Math.max(series.length, 1);
  return (
    <div className="analytics-sparkline">
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={series.map((p) => t("sparkline.day", { day: formatDay(p.day), sessions: p.sessions })).join(", ")}
      >
        {series.map((p, i) => {
          const height = p.sessions === 0 ? 1 : Math.max(3, (p.sessions / most) * 38);
          return (
            <rect
              key={p.day}
              x={i * width + width * 0.18}
              width={width * 0.64}
              y={40 - height}
              height={height}
              rx={0.8}
              className={p.sessions === 0 ? "analytics-sparkline-zero" : "analytics-sparkline-bar"}
            >
              <title>{t("sparkline.day", { day: formatDay(p.day), sessions: p.sessions })}</title>
            </rect>
          );
        })}
      </svg>
      {series.length > 0 && (
        <div className="analytics-sparkline-axis">
          <span>{formatDay(series[0]!.day)}</span>
          <span>{formatDay(series[series.length - 1]!.day)}</span>
        </div>
      )}
    </div>
  );
}
