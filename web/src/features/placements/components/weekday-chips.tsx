import { weekdays, type Weekday } from "@contract";
import { cn } from "@/lib/cn";

const names: Record<Weekday, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" };

interface WeekdayChipsProps {
  /** Empty = every day. */
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  disabled?: boolean;
  labelledBy: string;
}

/** Seven toggles; none pressed means every day (said next to them, so "none" never reads as "never"). */
export function WeekdayChips({ value, onChange, disabled = false, labelledBy }: WeekdayChipsProps) {
  const toggle = (day: Weekday) => onChange(value.includes(day) ? value.filter((d) => d !== day) : weekdays.filter((d) => d === day || value.includes(d)));
  return (
    <div className="weekday-chips" role="group" aria-labelledby={labelledBy}>
      {weekdays.map((day) => {
        const on = value.includes(day);
        return (
          <button
            key={day}
            type="button"
            className={cn("weekday-chip", on && "weekday-chip-on")}
            aria-pressed={on}
            aria-label={names[day]}
            title={names[day]}
            disabled={disabled}
            onClick={() => toggle(day)}
          >
            {names[day].slice(0, 2)}
          </button>
        );
      })}
      <span className="weekday-chips-note">{value.length === 0 || value.length === 7 ? "Every day" : `${value.length} day${value.length === 1 ? "" : "s"} a week`}</span>
    </div>
  );
}
