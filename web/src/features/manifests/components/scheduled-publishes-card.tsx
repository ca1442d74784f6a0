import { useState, type FormEvent, type ReactNode } from "react";
import type { ScheduledPublish, SchedulePublish } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-error";
import { browserTimeZone } from "@/lib/time-zones";
import { useCancelScheduledPublish, useReschedulePublish, useScheduledPublishes, useSchedulePublish } from "@/data/manifests/scheduled-publishes";
import { formatDateTime } from "../lib/format";
import { useT } from "../messages";
import { QueueCard } from "./queue-card";

interface ScheduledPublishesCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
}

interface ScheduleTimeFormProps {
  initial: SchedulePublish;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal when it did not take the time (shown under the date), or null once done. */
  onSubmit(time: SchedulePublish): Promise<string | null>;
  /** More buttons after the submit one (e.g. to give up a reschedule). */
  children?: ReactNode;
}

/** A local date-time and its time zone: the same fields schedule a publish and move one. */
function ScheduleTimeForm({ initial, submitLabel, busy, onSubmit, children }: ScheduleTimeFormProps) {
  const t = useT();
  const [localDateTime, setLocalDateTime] = useState(initial.localDateTime);
  const [timezone, setTimezone] = useState(initial.timezone);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const refused = await onSubmit({ localDateTime, timezone });
    setRefusal(refused);
    if (refused === null && !initial.localDateTime) setLocalDateTime("");
  };

  return (
    <form className="inline-form scheduled-publish-form" onSubmit={submit}>
      <TextField
        label={t("scheduled.when")}
        type="datetime-local"
        value={localDateTime}
        error={refusal}
        onChange={(event) => setLocalDateTime(event.target.value.slice(0, 16))}
      />
      <TextField label={t("scheduled.timezone")} value={timezone} onChange={(event) => setTimezone(event.target.value.trim())} />
      <Button type="submit" variant="primary" loading={busy} disabled={!localDateTime || !timezone}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}

const refusalOf = (result: { ok: true } | { ok: false; error: unknown }) => (result.ok ? null : isApiError(result.error) ? result.error.message : "");

/**
 * Publishing the draft as it is now at a chosen local time (the server snapshots it), and the
 * publishes already scheduled, which can be moved to another time or cancelled until their time.
 */
export function ScheduledPublishesCard({ brandId, experienceId, canWrite }: ScheduledPublishesCardProps) {
  const t = useT();
  const upcoming = useScheduledPublishes(brandId, experienceId);
  const schedule = useSchedulePublish();
  const reschedule = useReschedulePublish();
  const cancel = useCancelScheduledPublish();
  const [moving, setMoving] = useState<string | null>(null);

  const onSchedule = async (time: SchedulePublish) => refusalOf(await schedule.trigger({ brandId, experienceId, time }));
  const onReschedule = (item: ScheduledPublish) => async (time: SchedulePublish) => {
    const refused = refusalOf(await reschedule.trigger({ brandId, experienceId, scheduledPublishId: item.id, time }));
    if (refused === null) setMoving(null);
    return refused;
  };

  return (
    <QueueCard
      id="scheduled-publishes"
      title={t("scheduled.title")}
      description={t("scheduled.description")}
      form={
        canWrite && (
          <ScheduleTimeForm
            initial={{ localDateTime: "", timezone: browserTimeZone() }}
            submitLabel={t("scheduled.schedule")}
            busy={schedule.isMutating}
            onSubmit={onSchedule}
          />
        )
      }
      response={upcoming}
      errorTitle={t("scheduled.loadError")}
      emptyText={t("scheduled.none")}
      renderItem={(item: ScheduledPublish) => (
        <>
          <span>
            {t("scheduled.at", { date: formatDateTime(item.publishAt), local: item.localDateTime.replace("T", " "), timezone: item.timezone })}
            {item.scheduledBy.name ? t("scheduled.by", { name: item.scheduledBy.name }) : ""}
          </span>
          {canWrite && moving === item.id ? (
            <ScheduleTimeForm
              initial={{ localDateTime: item.localDateTime, timezone: item.timezone }}
              submitLabel={t("scheduled.move")}
              busy={reschedule.isMutating}
              onSubmit={onReschedule(item)}
            >
              <Button variant="ghost" onClick={() => setMoving(null)}>
                {t("scheduled.keepTime")}
              </Button>
            </ScheduleTimeForm>
          ) : (
            canWrite && (
              <span className="scheduled-publish-actions">
                <Button variant="ghost" onClick={() => setMoving(item.id)}>
                  {t("scheduled.reschedule")}
                </Button>
                <Button variant="ghost" loading={cancel.isMutating} onClick={() => void cancel.trigger({ brandId, experienceId, scheduledPublishId: item.id })}>
                  {t("scheduled.cancel")}
                </Button>
              </span>
            )
          )}
        </>
      )}
    />
  );
}
