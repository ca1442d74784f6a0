import { useId } from "react";
import type { Experience } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { IconTrash } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import type { FieldErrors } from "@/lib/form";
import type { ScheduleDraft } from "../lib/schedule-draft";
import { useT } from "../messages";
import { ExperienceSelect } from "./experience-select";
import { WeekdayChips } from "./weekday-chips";

interface ScheduleRowProps {
  index: number;
  draft: ScheduleDraft;
  onChange: (changes: Partial<ScheduleDraft>) => void;
  onRemove: () => void;
  experiences: Experience[];
  /** The experience's colour on the timeline, on the row's edge. */
  colour: string;
  /** Field errors of this schedule (`endDate`, `dailyWindow.start`…). */
  errors: FieldErrors;
  /** Same-priority overlaps the server found with other schedules. */
  conflicts: string[];
  /** The id of the shared datalist of time zones. */
  zonesListId: string;
  disabled: boolean;
}

export function ScheduleRow({ index, draft, onChange, onRemove, experiences, colour, errors, conflicts, zonesListId, disabled }: ScheduleRowProps) {
  const t = useT();
  const id = useId();
  const overnight = !draft.allDay && draft.end < draft.start;
  const experience = experiences.find((e) => e.id === draft.experienceId);
  return (
    <li
      className={cn("schedule-row", conflicts.length > 0 && "schedule-row-conflict")}
      aria-label={draft.label ? t("schedule.labelNamed", { number: index + 1, label: draft.label }) : t("schedule.label", { number: index + 1 })}
      style={{ borderLeftColor: colour }}
    >
      <div className="schedule-grid schedule-grid-top">
        <ExperienceSelect
          label={t("schedule.experience")}
          error={errors.experienceId}
          hint={experience?.publishedVersion === null ? t("schedule.notPublishedHint") : undefined}
          experiences={experiences}
          value={draft.experienceId}
          disabled={disabled}
          onChange={(experienceId) => onChange({ experienceId })}
        />
        <TextField
          label={t("schedule.labelField")}
          error={errors.label}
          value={draft.label}
          readOnly={disabled}
          placeholder={t("schedule.labelPlaceholder")}
          maxLength={80}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <TextField
          label={t("schedule.priority")}
          error={errors.priority}
          hint={t("schedule.priorityHint")}
          type="number"
          min={0}
          max={100}
          step={1}
          value={draft.priority}
          readOnly={disabled}
          onChange={(e) => onChange({ priority: e.target.value })}
          inputClassName="schedule-priority"
        />
        {!disabled && (
          <Button
            iconOnly
            variant="ghost"
            aria-label={t("schedule.remove", { number: index + 1 })}
            title={t("schedule.removeTitle")}
            onClick={onRemove}
            className="schedule-remove"
          >
            <IconTrash />
          </Button>
        )}
      </div>
      <div className="schedule-grid schedule-grid-dates">
        <TextField
          label={t("schedule.starts")}
          error={errors.startDate}
          type="date"
          value={draft.startDate}
          readOnly={disabled}
          onChange={(e) => onChange({ startDate: e.target.value })}
        />
        <TextField
          label={t("schedule.ends")}
          error={errors.endDate}
          hint={t("schedule.endsHint")}
          type="date"
          value={draft.endDate}
          readOnly={disabled}
          onChange={(e) => onChange({ endDate: e.target.value })}
        />
        <TextField
          label={t("schedule.timeZone")}
          error={errors.timezone}
          list={zonesListId}
          value={draft.timezone}
          readOnly={disabled}
          spellCheck={false}
          onChange={(e) => onChange({ timezone: e.target.value })}
        />
      </div>
      <div className="schedule-grid schedule-grid-times">
        <div className="field">
          <span className="field-label" id={`${id}-days`}>
            {t("schedule.days")}
          </span>
          <WeekdayChips value={draft.weekdays} onChange={(weekdays) => onChange({ weekdays })} disabled={disabled} labelledBy={`${id}-days`} />
          {errors.weekdays && <p className="field-error">{errors.weekdays}</p>}
        </div>
        <div className="field">
          <span className="field-label" id={`${id}-hours`}>
            {t("schedule.hours")}
          </span>
          <div className="schedule-hours" role="group" aria-labelledby={`${id}-hours`}>
            <Switch checked={draft.allDay} onCheckedChange={(allDay) => onChange({ allDay })} label={t("schedule.allDay")} disabled={disabled} />
            {!draft.allDay && (
              <>
                <Input
                  type="time"
                  aria-label={t("schedule.from")}
                  value={draft.start}
                  readOnly={disabled}
                  onChange={(e) => onChange({ start: e.target.value })}
                  aria-invalid={errors["dailyWindow.start"] ? true : undefined}
                  className="schedule-time"
                />
                <span className="schedule-dash">{t("schedule.toWord")}</span>
                <Input
                  type="time"
                  aria-label={t("schedule.to")}
                  value={draft.end}
                  readOnly={disabled}
                  onChange={(e) => onChange({ end: e.target.value })}
                  aria-invalid={errors["dailyWindow.end"] ? true : undefined}
                  className="schedule-time"
                />
                {overnight && <span className="schedule-next-day">{t("schedule.nextDay")}</span>}
              </>
            )}
          </div>
          {(errors["dailyWindow.start"] || errors["dailyWindow.end"] || errors.dailyWindow) && (
            <p className="field-error">{errors["dailyWindow.start"] ?? errors["dailyWindow.end"] ?? errors.dailyWindow}</p>
          )}
        </div>
      </div>
      {conflicts.length > 0 && (
        <ul className="schedule-conflicts" role="alert">
          {conflicts.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
