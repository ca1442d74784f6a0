import { Fragment, useState } from "react";
import type { Webhook, WebhookDelivery } from "@contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconChevronDown, IconChevronRight } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Pagination } from "@/components/ui/pagination";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { useWebhookDeliveries } from "@/data/webhooks/list-webhook-deliveries";
import { useRetryWebhookDelivery } from "@/data/webhooks/retry-webhook-delivery";
import { deliveryStatusLabels, describeAttempts, describeNextAttempt } from "../lib/describe-delivery";

const PAGE_SIZE = 20;

/** An endpoint's deliveries, newest first, each opening to its payload and the endpoint's last answer. */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const pages = useCursorPages(webhook.id);
  const { data, error, isLoading, isValidating, mutate } = useWebhookDeliveries(webhook.id, { limit: PAGE_SIZE, cursor: pages.cursor });
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader
        title="Delivery log"
        description="Every event sent to this endpoint, newest first. Kept for 30 days."
        actions={
          <Button size="sm" onClick={() => mutate()} loading={isValidating && !isLoading}>
            Refresh
          </Button>
        }
      />
      {error && !data ? (
        <ErrorState title="Could not load the delivery log" error={error} onRetry={() => mutate()} />
      ) : isLoading && !data ? (
        <SkeletonRows rows={4} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title="Nothing delivered yet" description="Send a test ping to check that the endpoint receives and accepts deliveries." />
      ) : data ? (
        <>
          <Table aria-label="Deliveries">
            <thead>
              <tr>
                <Th>Event</Th>
                <Th>Status</Th>
                <Th className="hide-sm">Attempts</Th>
                <Th>Response</Th>
                <Th className="hide-sm">Last attempt</Th>
                <Th className="hide-md">Next retry</Th>
                <Th><span className="visually-hidden">Details</span></Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((delivery) => {
                const open = openId === delivery.id;
                const status = deliveryStatusLabels[delivery.status];
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
                      <Td className="hide-sm cell-muted">{describeAttempts(delivery)}</Td>
                      <Td className="cell-muted mono">{delivery.lastResponseCode ?? "—"}</Td>
                      <Td className="hide-sm cell-muted">{delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : "—"}</Td>
                      <Td className="hide-md cell-muted" title={delivery.nextAttemptAt ?? undefined}>
                        {describeNextAttempt(delivery)}
                      </Td>
                      <Td className="cell-end">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-expanded={open}
                          aria-controls={`delivery-${delivery.id}`}
                          onClick={() => setOpenId(open ? null : delivery.id)}
                        >
                          {open ? <IconChevronDown /> : <IconChevronRight />} Details
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
          <Pagination page={pages.page} hasNext={Boolean(data.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(data.nextCursor)} />
        </>
      ) : null}
    </Card>
  );
}

function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const retry = useRetryWebhookDelivery();
  return (
    <div className="delivery-details">
      <div className="delivery-details-wide">
        <dl className="webhook-facts">
          <dt>Sent to</dt>
          <dd className="webhook-url">{delivery.url}</dd>
          <dt>Event id</dt>
          <dd className="mono">{delivery.eventId}</dd>
          <dt>Delivery id</dt>
          <dd className="mono">{delivery.id}</dd>
          {delivery.lastError && (
            <>
              <dt>Last error</dt>
              <dd className="delivery-error">{delivery.lastError}</dd>
            </>
          )}
        </dl>
      </div>
      <div>
        <h4>Payload</h4>
        <pre className="code-block code-block-wrap webhook-code">{JSON.stringify(delivery.payload, null, 2)}</pre>
      </div>
      <div>
        <h4>Endpoint’s answer{delivery.lastResponseCode !== null && ` (${delivery.lastResponseCode})`}</h4>
        <pre className="code-block code-block-wrap webhook-code">{delivery.lastResponseBody || "No body"}</pre>
      </div>
      <div className="delivery-details-wide">
        <Button
          size="sm"
          onClick={() => retry.trigger({ webhookId: delivery.webhookId, deliveryId: delivery.id })}
          loading={retry.isMutating}
          disabled={delivery.status === "sending"}
        >
          Send again now
        </Button>
      </div>
    </div>
  );
}
