import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-error";
import { useCancelScheduledPublish, useScheduledPublishes, useSchedulePublish } from "@/data/manifests/scheduled-publishes";
import { formatDateTime } from "../lib/format";
import { useT } from "../messages";

interface ScheduledPublishesCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
}

/** The zone the person's browser is in: where "9:00" most likely means their own 9:00. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * Publishing the draft as it is now at a chosen local time (the server snapshots it), and the
 * publishes already scheduled, which can be cancelled until their time.
 */
export function ScheduledPublishesCard({ brandId, experienceId, canWrite }: ScheduledPublishesCardProps) {
  const t = useT();
  const upcoming = useScheduledPublishes(brandId, experienceId);
  const schedule = useSchedulePublish();
  const cancel = useCancelScheduledPublish();
  const [localDateTime, setLocalDateTime] = useState("");
  const [timezone, setTimezone] = useState(browserTimeZone);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSchedule = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const result = await schedule.trigger({ brandId, experienceId, time: { localDateTime, timezone } });
    if (result.ok) setLocalDateTime("");
    else if (isApiError(result.error)) setRefusal(result.error.message);
  };

  const items = upcoming.data?.items ?? [];
  return (
    <Card id="scheduled-publishes">
      <CardHeader title={t("scheduled.title")} description={t("scheduled.description")} />
      <CardBody>
        {canWrite && (
          <form className="scheduled-publish-create" onSubmit={onSchedule}>
            <TextField
              label={t("scheduled.when")}
              type="datetime-local"
              value={localDateTime}
              error={refusal}
              onChange={(event) => setLocalDateTime(event.target.value.slice(0, 16))}
            />
            <TextField label={t("scheduled.timezone")} value={timezone} onChange={(event) => setTimezone(event.target.value.trim())} />
            <Button type="submit" variant="primary" loading={schedule.isMutating} disabled={!localDateTime || !timezone}>
              {t("scheduled.schedule")}
            </Button>
          </form>
        )}
        {upcoming.error && !upcoming.data ? (
          <ErrorState title={t("scheduled.loadError")} error={upcoming.error} onRetry={() => void upcoming.mutate()} />
        ) : upcoming.isLoading && !upcoming.data ? (
          <SkeletonRows rows={1} />
        ) : items.length === 0 ? (
          <p className="cell-muted">{t("scheduled.none")}</p>
        ) : (
          <ul className="scheduled-publish-list">
            {items.map((item) => (
              <li key={item.id}>
                <span>
                  {t("scheduled.at", { date: formatDateTime(item.publishAt), local: item.localDateTime.replace("T", " "), timezone: item.timezone })}
                  {item.scheduledBy.name ? t("scheduled.by", { name: item.scheduledBy.name }) : ""}
                </span>
                {canWrite && (
                  <Button
                    variant="ghost"
                    loading={cancel.isMutating}
                    onClick={() => void cancel.trigger({ brandId, experienceId, scheduledPublishId: item.id })}
                  >
                    {t("scheduled.cancel")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
