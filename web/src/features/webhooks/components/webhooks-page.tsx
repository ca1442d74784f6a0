import { useState } from "react";
import { Link } from "react-router-dom";
import { WEBHOOK_SIGNATURE_HEADER, type WebhookWithSecret } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { CreateButton } from "@/components/ui/create-button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { ManagedListCard } from "@/components/ui/managed-list-card";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { formatRelativeTime } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { useWebhooks } from "@/data/webhooks/list-webhooks";
import { deliveryStatusLabels, describeRetrySchedule } from "../lib/describe-delivery";
import { webhookPath, webhookReferencePath } from "../lib/paths";
import { WebhookActionsMenu } from "./webhook-actions-menu";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { useWebhookActions } from "./use-webhook-actions";
import { useT } from "../messages";
import { WebhookStatusBadge } from "./webhook-status-badge";
import "./webhooks.css";

const PAGE_SIZE = 25;

const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// header: the ${WEBHOOK_SIGNATURE_HEADER} request header; rawBody: the body exactly as received
export function isFromVitrine(rawBody, header, secret) {
  const { t, v1 = "" } = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  const expected = createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest("hex");
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  if (!fresh || v1.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`;

export function WebhooksPage() {
  const t = useT();
  const columns: Column[] = [
    { label: t("list.columns.endpoint") },
    { label: t("list.columns.events"), className: "hide-sm" },
    { label: t("list.columns.status") },
    { label: t("list.columns.lastDelivery"), className: "hide-sm" },
  ];
  const statusLabels = deliveryStatusLabels(t);
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("webhooks.manage");
  const pages = useCursorPages();
  const webhooks = useWebhooks({ limit: PAGE_SIZE, cursor: pages.cursor }, canManage);
  const actions = useWebhookActions();
  const [adding, setAdding] = useState(false);

  if (!me) return <LoadingPlaceholder text={t("list.loading")} />;

  const addButton = canManage && <CreateButton onClick={() => setAdding(true)}>{t("list.addEndpoint")}</CreateButton>;

  return (
    <div className="stack">
      <ManagedListCard
        title={t("list.title")}
        description={t("list.description")}
        action={addButton}
        canManage={canManage}
        notAllowed={{
          title: t("list.notAllowedTitle"),
          description: t("list.notAllowedDescription", { workspace: me.tenant.name }),
          referencePath: webhookReferencePath,
        }}
        response={webhooks}
        pages={pages}
        errorTitle={t("list.loadError")}
        empty={{ title: t("list.empty"), description: t("list.emptyDescription") }}
        columns={columns}
      >
        {(webhook) => {
          const last = webhook.lastDelivery;
          return (
            <Tr key={webhook.id}>
              <Td className="webhook-endpoint-cell">
                <Link to={webhookPath(webhook.id)} className="webhook-url">
                  {webhook.url}
                </Link>
                {webhook.description && <div className="cell-subtitle">{webhook.description}</div>}
              </Td>
              <Td className="hide-sm">
                <span className="webhook-event-chips">
                  {webhook.events.map((event) => (
                    <span key={event} className="event-chip">
                      {event}
                    </span>
                  ))}
                </span>
              </Td>
              <Td>
                <WebhookStatusBadge active={webhook.active} />
              </Td>
              <Td className="hide-sm cell-muted">
                {last ? (
                  <>
                    <Badge tone={statusLabels[last.status].tone}>
                      {statusLabels[last.status].label}
                      {last.responseCode !== null && ` · ${last.responseCode}`}
                    </Badge>
                    <div className="cell-subtitle" title={last.at}>
                      {formatRelativeTime(last.at)}
                    </div>
                  </>
                ) : (
                  t("list.noneYet")
                )}
              </Td>
              <Td className="cell-end">
                <span className="row-actions">
                  <Button size="sm" onClick={() => actions.run("test", webhook)} loading={actions.testingId === webhook.id}>
                    {t("list.sendTest")}
                  </Button>
                  <WebhookActionsMenu webhook={webhook} onAction={actions.run} omit={["test"]} />
                </span>
              </Td>
            </Tr>
          );
        }}
      </ManagedListCard>
      <Card>
        <CardHeader
          title={t("list.verifyingTitle")}
          description={t("list.verifyingDescription", { header: WEBHOOK_SIGNATURE_HEADER, schedule: describeRetrySchedule(undefined, t) })}
          actions={
            <Link className={buttonClass("secondary", "sm")} to={webhookReferencePath}>
              {t("list.eventPayloads")}
            </Link>
          }
        />
        <CardBody>
          <pre className="code-block webhook-code">{VERIFY_SNIPPET}</pre>
        </CardBody>
      </Card>
      {canManage && (
        <WebhookFormDialog
          open={adding}
          onOpenChange={setAdding}
          onCreated={(created: WebhookWithSecret) => actions.showSecret({ ...created, rotated: false })}
        />
      )}
      {actions.dialogs}
    </div>
  );
}
