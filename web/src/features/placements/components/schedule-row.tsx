import { useId } from "react";
import type { Experience } from "@contract";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { IconTrash } from "@/components/ui/icons";
import { Input, Select } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import type { FieldErrors } from "@/lib/form";
import { experienceOptions } from "../lib/experience-options";
import type { ScheduleDraft } from "../lib/schedule-draft";
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
  const id = useId();
  const overnight = !draft.allDay && draft.end < draft.start;
  const experience = experiences.find((e) => e.id === draft.experienceId);
  return (
    <li
      className={cn("schedule-row", conflicts.length > 0 && "schedule-row-conflict")}
      aria-label={`Schedule ${index + 1}${draft.label ? `: ${draft.label}` : ""}`}
      style={{ borderLeftColor: colour }}
    >
      <div className="schedule-grid schedule-grid-top">
        <Field label="Experience" error={errors.experienceId} hint={experience?.publishedVersion === null ? "Not published yet: it shows once published." : undefined}>
          {(control) => (
            <Select
              {...control}
              value={draft.experienceId}
              disabled={disabled}
              onChange={(e) => onChange({ experienceId: e.target.value })}
              options={experienceOptions(experiences, draft.experienceId)}
            />
          )}
        </Field>
        <Field label="Label" error={errors.label}>
          {(control) => <Input {...control} value={draft.label} readOnly={disabled} placeholder="e.g. Summer sale" maxLength={80} onChange={(e) => onChange({ label: e.target.value })} />}
        </Field>
        <Field label="Priority" error={errors.priority} hint="Higher wins">
          {(control) => (
            <Input {...control} type="number" min={0} max={100} step={1} value={draft.priority} readOnly={disabled} onChange={(e) => onChange({ priority: e.target.value })} className="schedule-priority" />
          )}
        </Field>
        {!disabled && (
          <Button iconOnly variant="ghost" aria-label={`Remove schedule ${index + 1}`} title="Remove this schedule" onClick={onRemove} className="schedule-remove">
            <IconTrash />
          </Button>
        )}
      </div>
      <div className="schedule-grid schedule-grid-dates">
        <Field label="Starts" error={errors.startDate}>
          {(control) => <Input {...control} type="date" value={draft.startDate} readOnly={disabled} onChange={(e) => onChange({ startDate: e.target.value })} />}
        </Field>
        <Field label="Ends" error={errors.endDate} hint="Inclusive">
          {(control) => <Input {...control} type="date" value={draft.endDate} readOnly={disabled} onChange={(e) => onChange({ endDate: e.target.value })} />}
        </Field>
        <Field label="Time zone" error={errors.timezone}>
          {(control) => <Input {...control} list={zonesListId} value={draft.timezone} readOnly={disabled} spellCheck={false} onChange={(e) => onChange({ timezone: e.target.value })} />}
        </Field>
      </div>
      <div className="schedule-grid schedule-grid-times">
        <div className="field">
          <span className="field-label" id={`${id}-days`}>
            Days
          </span>
          <WeekdayChips value={draft.weekdays} onChange={(weekdays) => onChange({ weekdays })} disabled={disabled} labelledBy={`${id}-days`} />
          {errors.weekdays && <p className="field-error">{errors.weekdays}</p>}
        </div>
        <div className="field">
          <span className="field-label" id={`${id}-hours`}>
            Hours
          </span>
          <div className="schedule-hours" role="group" aria-labelledby={`${id}-hours`}>
            <Switch checked={draft.allDay} onCheckedChange={(allDay) => onChange({ allDay })} label="All day" disabled={disabled} />
            {!draft.allDay && (
              <>
                <Input type="time" aria-label="From" value={draft.start} readOnly={disabled} onChange={(e) => onChange({ start: e.target.value })} aria-invalid={errors["dailyWindow.start"] ? true : undefined} className="schedule-time" />
                <span className="schedule-dash">to</span>
                <Input type="time" aria-label="To" value={draft.end} readOnly={disabled} onChange={(e) => onChange({ end: e.target.value })} aria-invalid={errors["dailyWindow.end"] ? true : undefined} className="schedule-time" />
                {overnight && <span className="schedule-next-day">next day</span>}
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
