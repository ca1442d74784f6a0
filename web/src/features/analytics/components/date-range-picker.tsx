import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { addDays, rangeError, rangePresets, todayIn, type RangePreset, type RangeSelection } from "../lib/date-range";
import { useT } from "../messages";

interface DateRangePickerProps {
  value: RangeSelection;
  onChange: (next: RangeSelection) => void;
  /** The brand's zone: "today" and custom days are its days. */
  timezone: string;
  /** The range the report shows now, to start a custom range from. */
  shown?: { from: string; to: string };
}

/** Presets (7, 30, 90 days up to today) and a custom range of calendar days. */
export function DateRangePicker({ value, onChange, timezone, shown }: DateRangePickerProps) {
  const t = useT();
  const today = todayIn(timezone);
  const [from, setFrom] = useState(value.from ?? shown?.from ?? addDays(today, -6));
  const [to, setTo] = useState(value.to ?? shown?.to ?? today);
  useEffect(() => {
    if (value.from) setFrom(value.from);
    if (value.to) setTo(value.to);
  }, [value.from, value.to]);
  const error = value.preset === "custom" ? rangeError(from, to) : null;

  const pick = (preset: RangePreset) => {
    if (preset !== "custom") return onChange({ preset });
    const start = shown?.from ?? from;
    const end = shown?.to ?? to;
    setFrom(start);
    setTo(end);
    onChange({ preset, from: start, to: end });
  };
  const edit = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!rangeError(nextFrom, nextTo)) onChange({ preset: "custom", from: nextFrom, to: nextTo });
  };

  return (
    <div className="analytics-range">
      <SegmentedControl
        label={t("range.label")}
        value={value.preset}
        options={rangePresets.map((preset) => ({ value: preset, label: t(`range.${preset}`) }))}
        onChange={pick}
      />
      {value.preset === "custom" && (
        <div className="analytics-range-custom">
          <Input
            type="date"
            aria-label={t("range.from")}
            value={from}
            max={today}
            onChange={(e) => edit(e.target.value, to)}
            aria-invalid={error ? true : undefined}
          />
          <span aria-hidden="true">–</span>
          <Input
            type="date"
            aria-label={t("range.to")}
            value={to}
            max={addDays(today, 1)}
            onChange={(e) => edit(from, e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
