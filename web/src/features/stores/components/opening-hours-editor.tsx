import { useRef } from "react";
import type { OpeningHours } from "@vitrine/contract";
import { IconButton } from "@/components/ui/icon-button";
import { IconPlus, IconX } from "@/components/ui/icons";
import { Switch } from "@/components/ui/switch";
import type { FieldErrors } from "@/lib/form";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { crossesMidnight, DEFAULT_INTERVAL, weekdayName, weekdays, type OpeningInterval, type Weekday } from "../lib/opening-hours";
import { useT } from "../messages";
import "./opening-hours-editor.css";

/** The API allows up to four intervals a day (e.g. morning, afternoon, evening). */
const MAX_INTERVALS = 4;

interface OpeningHoursEditorProps {
  value: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  /** Keyed by the API's paths: `openingHours.mon.0.close`, `openingHours.mon.0`. */
  errors: FieldErrors;
  disabled?: boolean;
}

/** One row per weekday: open or closed, and the day's opening intervals. */
export function OpeningHoursEditor({ value, onChange, errors, disabled = false }: OpeningHoursEditorProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  // Closing a day by mistake and opening it again brings its hours back instead of 09:00–18:00.
  const remembered = useRef<Partial<Record<Weekday, OpeningInterval[]>>>({});

  const setDay = (day: Weekday, intervals: OpeningInterval[]) => onChange({ ...value, [day]: intervals });

  const toggle = (day: Weekday, open: boolean) => {
    if (open) {
      setDay(day, remembered.current[day] ?? [{ ...DEFAULT_INTERVAL }]);
    } else {
      remembered.current[day] = value[day];
      setDay(day, []);
    }
  };

  const setIntervalAt = (day: Weekday, index: number, changes: Partial<OpeningInterval>) =>
    setDay(
      day,
      value[day].map((interval, i) => (i === index ? { ...interval, ...changes } : interval)),
    );

  const addInterval = (day: Weekday) => {
    const last = value[day].at(-1);
    // A second interval usually follows the first (an afternoon after a lunch break).
    const next = last && !crossesMidnight(last) ? { open: last.close, close: last.close < "20:00" ? "20:00" : "23:00" } : { ...DEFAULT_INTERVAL };
    setDay(day, [...value[day], next]);
  };

  return (
    <div className="hours-editor" role="group" aria-label={t("hoursEditor.label")}>
      {weekdays.map((day) => {
        const intervals = value[day];
        const open = intervals.length > 0;
        const name = weekdayName(day, "long", locale, true);
        return (
          <div key={day} className="hours-row" data-day={day}>
            <div className="hours-day">
              <span className="hours-day-name">{name}</span>
              <Switch
                checked={open}
                onCheckedChange={(next) => toggle(day, next)}
                label={open ? t("hoursEditor.open") : t("hoursEditor.closed")}
                aria-label={t("hoursEditor.dayOpen", { day: name })}
                disabled={disabled}
              />
            </div>
            <div className="hours-intervals">
              {!open && <span className="hours-closed">{t("hoursEditor.closedAllDay")}</span>}
              {intervals.map((interval, index) => {
                const path = `openingHours.${day}.${index}`;
                const error = errors[`${path}.open`] ?? errors[`${path}.close`] ?? errors[path];
                return (
                  <div key={index} className="hours-interval-wrap">
                    <div className="hours-interval">
                      <input
                        type="time"
                        className="input hours-time"
                        value={interval.open}
                        onChange={(event) => setIntervalAt(day, index, { open: event.target.value })}
                        aria-label={
                          intervals.length > 1 ? t("hoursEditor.opensAtInterval", { day: name, index: index + 1 }) : t("hoursEditor.opensAt", { day: name })
                        }
                        aria-invalid={error ? true : undefined}
                        disabled={disabled}
                        required
                      />
                      <span className="hours-dash" aria-hidden="true">
                        –
                      </span>
                      <input
                        type="time"
                        className="input hours-time"
                        value={interval.close}
                        onChange={(event) => setIntervalAt(day, index, { close: event.target.value })}
                        aria-label={
                          intervals.length > 1 ? t("hoursEditor.closesAtInterval", { day: name, index: index + 1 }) : t("hoursEditor.closesAt", { day: name })
                        }
                        aria-invalid={error ? true : undefined}
                        disabled={disabled}
                        required
                      />
                      {!disabled && (
                        <IconButton
                          label={t("hoursEditor.remove", { day: name, open: interval.open, close: interval.close })}
                          title={t("hoursEditor.removeTitle")}
                          onClick={() =>
                            setDay(
                              day,
                              intervals.filter((_, i) => i !== index),
                            )
                          }
                        >
                          <IconX />
                        </IconButton>
                      )}
                    </div>
                    {interval.open && interval.close && interval.open !== interval.close && crossesMidnight(interval) && (
                      <p className="hours-next-day">{t("hoursEditor.nextDay", { time: interval.close })}</p>
                    )}
                    {error && <p className="field-error">{error}</p>}
                  </div>
                );
              })}
              {open && !disabled && intervals.length < MAX_INTERVALS && (
                <button type="button" className="link-button link-button-small hours-add" onClick={() => addInterval(day)}>
                  <IconPlus size={14} /> {t("hoursEditor.addHours")}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
