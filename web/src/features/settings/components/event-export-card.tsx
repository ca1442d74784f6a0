import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useEventExport, useUpdateEventExport } from "@/data/event-export/event-export";
import { formatDate } from "@/lib/format";
import { useT } from "../messages";
import "./event-export-card.css";

/**
 * "Event export to your warehouse" (owners): switches the hourly Parquet files of raw analytics
 * events on or off, and says where they go and how long they stay.
 */
export function EventExportCard() {
  const t = useT();
  const settings = useEventExport();
  const update = useUpdateEventExport();
  const data = settings.data;
  return (
    <Card>
      <CardHeader title={t("eventExport.title")} description={t("eventExport.description")} />
      <CardBody className="event-export-body">
        {settings.error ? (
          <p className="event-export-text">{t("eventExport.loadFailed")}</p>
        ) : !data ? (
          <p className="event-export-text">
            <Spinner /> {t("eventExport.loading")}
          </p>
        ) : (
          <>
            <Switch
              checked={data.enabled}
              onCheckedChange={(enabled) => void update.trigger({ enabled })}
              disabled={update.isMutating}
              label={t("eventExport.switch")}
            />
            <p className="event-export-text">
              {data.enabled && data.since ? t("eventExport.since", { date: formatDate(data.since) }) : t("eventExport.offHint")}
            </p>
            <dl className="event-export-facts">
              <dt>{t("eventExport.layout")}</dt>
              <dd>
                <code className="event-export-layout">{data.layout}</code>
              </dd>
            </dl>
            <p className="event-export-text">
              {t("eventExport.retention", { months: data.retentionMonths })} {t("eventExport.setup")}
            </p>
          </>
        )}
      </CardBody>
    </Card>
  );
}
