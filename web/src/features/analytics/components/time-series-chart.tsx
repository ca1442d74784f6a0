import { useEffect, useRef } from "react";
import uPlot, { type AlignedData, type Options } from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatNumber } from "@/lib/format";
import { useConsoleLanguage } from "@/lib/i18n/console-language";

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  color: string;
  /** Draw as bars (counts per day) rather than a line; one bar series per chart. */
  bars?: boolean;
  /** Shown on the right-hand axis (e.g. seconds beside counts). */
  rightAxis?: boolean;
  format?: (value: number) => string;
}

interface TimeSeriesChartProps {
  /** Calendar days ("2025-06-14"), one per point. */
  days: string[];
  series: ChartSeries[];
  height?: number;
  /** Describes the chart for screen readers (the tables below hold the same numbers). */
  label: string;
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const whole = (value: number) => (Number.isInteger(value) ? formatNumber(value) : "");

/**
 * uPlot (a small canvas chart library) drawing one value per day. Days are UTC midnights shown in
 * UTC, so the calendar days the server counted in the brand's zone are labelled as such.
 */
export function TimeSeriesChart({ days, series, height = 240, label }: TimeSeriesChartProps) {
  const container = useRef<HTMLDivElement>(null);
  // Axis days and numbers are written in the console's locale; a language switch redraws the chart.
  const { locale } = useConsoleLanguage();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const bars = uPlot.paths.bars!({ size: [0.6, 40] });
    const dayFormat = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
    const options: Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
      cursor: { points: { size: 7 }, drag: { x: false, y: false } },
      legend: { show: true, live: true },
      scales: {
        x: { time: true },
        y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        right: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          stroke: "#6b7382",
          grid: { show: false },
          ticks: { stroke: "#e3e6eb", width: 1 },
          values: (_u, splits) => splits.map((s) => dayFormat.format(s * 1000)),
          space: 64,
        },
        { stroke: "#6b7382", grid: { stroke: "#eef0f3", width: 1 }, ticks: { show: false }, values: (_u, splits) => splits.map(whole), size: 48 },
        ...(series.some((s) => s.rightAxis)
          ? [
              {
                scale: "right",
                side: 1 as const,
                stroke: "#6b7382",
                grid: { show: false },
                ticks: { show: false },
                values: (_u: uPlot, splits: number[]) => splits.map((v) => `${Math.round(v)} s`),
                size: 52,
              },
            ]
          : []),
      ],
      series: [
        { value: (_u, ts) => (ts == null ? "" : dayFormat.format(ts * 1000)) },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: s.bars ? 0 : 2,
          fill: s.bars ? s.color : `${s.color}14`,
          scale: s.rightAxis ? "right" : "y",
          points: { show: days.length <= 31, size: 5, fill: s.color },
          paths: s.bars ? bars : undefined,
          value: (_u: uPlot, v: number | null) => (v == null ? "–" : s.format ? s.format(v) : formatNumber(v)),
        })),
      ],
    };
    const data = [days.map(toSeconds), ...series.map((s) => s.values)] as AlignedData;
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, height, locale]);

  return <div ref={container} className="analytics-chart" role="img" aria-label={label} />;
}
