import { Link, useNavigate } from "react-router-dom";
import { webhookEventDescriptions } from "@contract";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconArrowLeft, IconLock } from "@/components/ui/icons";
import { LoadingPlaceholder, SkeletonRows } from "@/components/ui/loading-placeholder";
import { isApiError } from "@/lib/api-error";
import { formatDate, formatRelativeTime } from "@/lib/format";
import { useCan, useMe } from "@/lib/me";
import { useWebhook } from "@/data/webhooks/get-webhook";
import { deliveryStatusLabels } from "../lib/describe-delivery";
import { webhooksPath } from "../lib/paths";
import { DeliveryLog } from "./delivery-log";
import { WebhookActionsMenu } from "./webhook-actions-menu";
import { useWebhookActions } from "./use-webhook-actions";
import "./webhooks.css";

const back = (
  <Link to={webhooksPath} className="webhook-back">
    <IconArrowLeft size={14} /> All endpoints
  </Link>
);

/** One endpoint: what it receives, its actions, and its delivery log. */
export function WebhookPage({ webhookId }: { webhookId: string }) {
  const navigate = useNavigate();
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("webhooks.manage");
  const { data: webhook, error, mutate } = useWebhook(webhookId, canManage);
  const actions = useWebhookActions({ onDeleted: () => navigate(webhooksPath, { replace: true }) });

  if (!me) return <LoadingPlaceholder text="Loading the endpoint…" />;
  if (!canManage) {
    return (
      <Card>
        <EmptyState icon={<IconLock size={20} />} title="Only owners and admins manage webhooks" description={`Ask an owner or admin of ${me.tenant.name}.`} />
      </Card>
    );
  }
  if (error && !webhook) {
    const gone = isApiError(error) && error.status === 404;
    return (
      <>
        {back}
        <Card>
          <ErrorState
            title={gone ? "This endpoint does not exist" : "Could not load the endpoint"}
            error={error}
            onRetry={gone ? undefined : () => mutate()}
            action={gone && <Link className={buttonClass("secondary")} to={webhooksPath}>Back to endpoints</Link>}
          />
        </Card>
      </>
    );
  }
  if (!webhook) {
    return (
      <>
        {back}
        <Card>
          <SkeletonRows rows={3} />
        </Card>
      </>
    );
  }

  const last = webhook.lastDelivery;
  return (
    <>
      {back}
      <div className="stack">
        <Card>
          <CardHeader
            title={
              <span className="webhook-title">
                <span className="webhook-url">{webhook.url}</span>
                {webhook.active ? <Badge tone="success" dot>Active</Badge> : <Badge tone="neutral" dot>Paused</Badge>}
              </span>
            }
            description={webhook.description || undefined}
            actions={
              <span className="row-actions">
                <Button variant="primary" onClick={() => actions.run("test", webhook)} loading={actions.testingId === webhook.id}>
                  Send test ping
                </Button>
                <Button onClick={() => actions.run("edit", webhook)}>Edit</Button>
                <WebhookActionsMenu webhook={webhook} onAction={actions.run} omit={["test", "edit"]} />
              </span>
            }
          />
          <CardBody>
            <dl className="webhook-facts">
              <dt>Events</dt>
              <dd>
                <ul className="webhook-event-list">
                  {webhook.events.map((event) => (
                    <li key={event}>
                      <span className="event-chip">{event}</span>
                      <span className="webhook-event-text">{webhookEventDescriptions[event]}</span>
                    </li>
                  ))}
                </ul>
              </dd>
              <dt>Last delivery</dt>
              <dd>
                {last ? (
                  <>
                    <Badge tone={deliveryStatusLabels[last.status].tone}>
                      {deliveryStatusLabels[last.status].label}
                      {last.responseCode !== null && ` · ${last.responseCode}`}
                    </Badge>{" "}
                    <span className="cell-muted" title={last.at}>
                      {formatRelativeTime(last.at)}
                    </span>
                  </>
                ) : (
                  <span className="cell-muted">None yet</span>
                )}
              </dd>
              <dt>Added</dt>
              <dd>{formatDate(webhook.createdAt)}</dd>
            </dl>
          </CardBody>
        </Card>
        <DeliveryLog webhook={webhook} />
      </div>
      {actions.dialogs}
    </>
  );
}
