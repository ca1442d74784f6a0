import { weekdays, type Weekday } from "@vitrine/contract";
import { useMemo } from "react";
import { ToggleChip } from "@/components/ui/toggle-chip";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";

/** Each weekday's name in `locale`, capitalised as a label ("Monday", "Lundi"). */
function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Object.fromEntries(
    weekdays.map((day, index) => {
      const name = format.format(Date.UTC(2024, 0, 1 + index));
      return [day, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)];
    }),
  ) as Record<Weekday, string>;
}

interface WeekdayChipsProps {
  /** Empty = every day. */
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  disabled?: boolean;
  labelledBy: string;
}

/** Seven toggles; none pressed means every day (said next to them, so "none" never reads as "never"). */
export function WeekdayChips({ value, onChange, disabled = false, labelledBy }: WeekdayChipsProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const names = useMemo(() => weekdayNames(locale), [locale]);
  const toggle = (day: Weekday) => onChange(value.includes(day) ? value.filter((d) => d !== day) : weekdays.filter((d) => d === day || value.includes(d)));
  return (
    <div className="weekday-chips" role="group" aria-labelledby={labelledBy}>
      {weekdays.map((day) => (
        <ToggleChip
          key={day}
          className="weekday-chip"
          on={value.includes(day)}
          aria-label={names[day]}
          title={names[day]}
          disabled={disabled}
          onClick={() => toggle(day)}
        >
          {names[day].slice(0, 2)}
        </ToggleChip>
      ))}
      <span className="weekday-chips-note">
        {value.length === 0 || value.length === 7 ? t("weekdays.everyDay") : t("weekdays.count", { count: value.length })}
      </span>
    </div>
  );
}
