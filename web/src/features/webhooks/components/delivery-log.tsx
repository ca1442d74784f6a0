import { Fragment, useState } from "react";
import type { Webhook, WebhookDelivery } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ContentListBody } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconChevronDown, IconChevronRight } from "@/components/ui/icons";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { useWebhookDeliveries } from "@/data/webhooks/list-webhook-deliveries";
import { useRetryWebhookDelivery } from "@/data/webhooks/retry-webhook-delivery";
import { deliveryStatusLabels, describeAttempts, describeNextAttempt } from "../lib/describe-delivery";
import { useT } from "../messages";

const PAGE_SIZE = 20;

/** An endpoint's deliveries, newest first, each opening to its payload and the endpoint's last answer. */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const t = useT();
  const statusLabels = deliveryStatusLabels(t);
  const pages = useCursorPages(webhook.id);
  const { data, error, isLoading, isValidating, mutate } = useWebhookDeliveries(webhook.id, { limit: PAGE_SIZE, cursor: pages.cursor });
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader
        title={t("log.title")}
        description={t("log.description")}
        actions={
          <Button size="sm" onClick={() => mutate()} loading={isValidating && !isLoading}>
            {t("log.refresh")}
          </Button>
        }
      />
      <ContentListBody
        response={{ data, error, isLoading, mutate }}
        errorTitle={t("log.loadError")}
        skeletonRows={4}
        pages={pages}
        empty={<EmptyState title={t("log.empty")} description={t("log.emptyDescription")} />}
      >
        {(items) => (
          <Table aria-label={t("log.tableLabel")}>
            <thead>
              <tr>
                <Th>{t("log.columns.event")}</Th>
                <Th>{t("log.columns.status")}</Th>
                <Th className="hide-sm">{t("log.columns.attempts")}</Th>
                <Th>{t("log.columns.response")}</Th>
                <Th className="hide-sm">{t("log.columns.lastAttempt")}</Th>
                <Th className="hide-md">{t("log.columns.nextRetry")}</Th>
                <Th>
                  <span className="visually-hidden">{t("log.columns.details")}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => {
                const open = openId === delivery.id;
                const status = statusLabels[delivery.status];
                return (
                  <Fragment key={delivery.id}>
                    <Tr className={cn(open && "tr-delivery-open")}>
                      <Td>
                        <div className="delivery-event">{delivery.event}</div>
                        <div className="cell-subtitle" title={delivery.createdAt}>
                          {formatDateTime(delivery.createdAt)}
                        </div>
                      </Td>
                      <Td>
                        <Badge tone={status.tone} dot>
                          {status.label}
                        </Badge>
                      </Td>
                      <Td className="hide-sm cell-muted">{describeAttempts(delivery, t)}</Td>
                      <Td className="cell-muted mono">{delivery.lastResponseCode ?? "—"}</Td>
                      <Td className="hide-sm cell-muted">{delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : "—"}</Td>
                      <Td className="hide-md cell-muted" title={delivery.nextAttemptAt ?? undefined}>
                        {describeNextAttempt(delivery, undefined, t)}
                      </Td>
                      <Td className="cell-end">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-expanded={open}
                          aria-controls={`delivery-${delivery.id}`}
                          onClick={() => setOpenId(open ? null : delivery.id)}
                        >
                          {open ? <IconChevronDown /> : <IconChevronRight />} {t("log.details")}
                        </Button>
                      </Td>
                    </Tr>
                    {open && (
                      <tr className="delivery-details-row" id={`delivery-${delivery.id}`}>
                        <Td colSpan={7}>
                          <DeliveryDetails delivery={delivery} />
                        </Td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </Table>
        )}
      </ContentListBody>
    </Card>
  );
}

function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const t = useT();
  const retry = useRetryWebhookDelivery();
  return (
    <div className="delivery-details">
      <div className="delivery-details-wide">
        <dl className="webhook-facts">
          <dt>{t("log.sentTo")}</dt>
          <dd className="webhook-url">{delivery.url}</dd>
          <dt>{t("log.eventId")}</dt>
          <dd className="mono">{delivery.eventId}</dd>
          <dt>{t("log.deliveryId")}</dt>
          <dd className="mono">{delivery.id}</dd>
          {delivery.lastError && (
            <>
              <dt>{t("log.lastError")}</dt>
              <dd className="delivery-error">{delivery.lastError}</dd>
            </>
          )}
        </dl>
      </div>
      <div>
        <h4>{t("log.payload")}</h4>
        <pre className="code-block code-block-wrap webhook-code">{JSON.stringify(delivery.payload, null, 2)}</pre>
      </div>
      <div>
        <h4>{delivery.lastResponseCode !== null ? t("log.answerWithCode", { code: delivery.lastResponseCode }) : t("log.answer")}</h4>
        <pre className="code-block code-block-wrap webhook-code">{delivery.lastResponseBody || t("log.noBody")}</pre>
      </div>
      <div className="delivery-details-wide">
        <Button
          size="sm"
          onClick={() => retry.trigger({ webhookId: delivery.webhookId, deliveryId: delivery.id })}
          loading={retry.isMutating}
          disabled={delivery.status === "sending"}
        >
          {t("log.sendAgain")}
        </Button>
      </div>
    </div>
  );
}
