import { Link, useNavigate } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconArrowLeft, IconLock } from "@/components/ui/icons";
import { LoadingPlaceholder, SkeletonRows } from "@/components/ui/loading-placeholder";
import { isApiError } from "@/lib/api-error";
import { formatDate, formatRelativeTime } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { useWebhook } from "@/data/webhooks/get-webhook";
import { deliveryStatusLabels } from "../lib/describe-delivery";
import { eventDescription } from "../lib/event-description";
import { useT } from "../messages";
import { WebhookStatusBadge } from "./webhook-status-badge";
import { webhooksPath } from "../lib/paths";
import { DeliveryLog } from "./delivery-log";
import { WebhookActionsMenu } from "./webhook-actions-menu";
import { useWebhookActions } from "./use-webhook-actions";
import "./webhooks.css";

function BackLink() {
  const t = useT();
  return (
    <Link to={webhooksPath} className="webhook-back">
      <IconArrowLeft size={14} /> {t("page.back")}
    </Link>
  );
}

const back = <BackLink />;

/** One endpoint: what it receives, its actions, and its delivery log. */
export function WebhookPage({ webhookId }: { webhookId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("webhooks.manage");
  const { data: webhook, error, mutate } = useWebhook(webhookId, canManage);
  const actions = useWebhookActions({ onDeleted: () => navigate(webhooksPath, { replace: true }) });

  if (!me) return <LoadingPlaceholder text={t("page.loading")} />;
  if (!canManage) {
    return (
      <Card>
        <EmptyState
          icon={<IconLock size={20} />}
          title={t("page.notAllowedTitle")}
          description={t("page.notAllowedDescription", { workspace: me.tenant.name })}
        />
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
            title={gone ? t("page.notFound") : t("page.loadError")}
            error={error}
            onRetry={gone ? undefined : () => mutate()}
            action={
              gone && (
                <Link className={buttonClass("secondary")} to={webhooksPath}>
                  {t("page.backToEndpoints")}
                </Link>
              )
            }
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
                <WebhookStatusBadge active={webhook.active} />
              </span>
            }
            description={webhook.description || undefined}
            actions={
              <span className="row-actions">
                <Button variant="primary" onClick={() => actions.run("test", webhook)} loading={actions.testingId === webhook.id}>
                  {t("page.sendTestPing")}
                </Button>
                <Button onClick={() => actions.run("edit", webhook)}>{t("page.edit")}</Button>
                <WebhookActionsMenu webhook={webhook} onAction={actions.run} omit={["test", "edit"]} />
              </span>
            }
          />
          <CardBody>
            <dl className="webhook-facts">
              <dt>{t("page.events")}</dt>
              <dd>
                <ul className="webhook-event-list">
                  {webhook.events.map((event) => (
                    <li key={event}>
                      <span className="event-chip">{event}</span>
                      <span className="webhook-event-text">{eventDescription(event, t)}</span>
                    </li>
                  ))}
                </ul>
              </dd>
              <dt>{t("page.lastDelivery")}</dt>
              <dd>
                {last ? (
                  <>
                    <Badge tone={deliveryStatusLabels(t)[last.status].tone}>
                      {deliveryStatusLabels(t)[last.status].label}
                      {last.responseCode !== null && ` · ${last.responseCode}`}
                    </Badge>{" "}
                    <span className="cell-muted" title={last.at}>
                      {formatRelativeTime(last.at)}
                    </span>
                  </>
                ) : (
                  <span className="cell-muted">{t("page.noneYet")}</span>
                )}
              </dd>
              <dt>{t("page.added")}</dt>
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
