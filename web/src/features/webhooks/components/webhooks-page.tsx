import { useState } from "react";
import { Link } from "react-router-dom";
import { WEBHOOK_SIGNATURE_HEADER, type WebhookWithSecret } from "@contract";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { IconPlus } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { ManagedListCard } from "@/components/ui/managed-list-card";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { formatRelativeTime } from "@/lib/format";
import { useCan, useMe } from "@/lib/me";
import { useWebhooks } from "@/data/webhooks/list-webhooks";
import { deliveryStatusLabels, describeRetrySchedule } from "../lib/describe-delivery";
import { webhookPath, webhookReferencePath } from "../lib/paths";
import { WebhookActionsMenu } from "./webhook-actions-menu";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { useWebhookActions } from "./use-webhook-actions";
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

const columns: Column[] = [
  { label: "Endpoint" },
  { label: "Events", className: "hide-sm" },
  { label: "Status" },
  { label: "Last delivery", className: "hide-sm" },
];

export function WebhooksPage() {
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("webhooks.manage");
  const pages = useCursorPages();
  const webhooks = useWebhooks({ limit: PAGE_SIZE, cursor: pages.cursor }, canManage);
  const actions = useWebhookActions();
  const [adding, setAdding] = useState(false);

  if (!me) return <LoadingPlaceholder text="Loading webhooks…" />;

  const addButton = canManage && (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <IconPlus /> Add endpoint
    </Button>
  );

  return (
    <div className="stack">
      <ManagedListCard
        title="Webhook endpoints"
        description="Vitrine sends a signed POST to your endpoints when an experience is published, a QR schedule changes or a day's analytics are ready."
        action={addButton}
        canManage={canManage}
        notAllowed={{
          title: "Only owners and admins manage webhooks",
          description: `Ask an owner or admin of ${me.tenant.name} to add an endpoint. The events and their payloads are in the API reference.`,
          referencePath: webhookReferencePath,
        }}
        response={webhooks}
        pages={pages}
        errorTitle="Could not load webhook endpoints"
        empty={{ title: "No endpoints yet", description: "Add an https:// endpoint of your system and choose the events it should receive." }}
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
                {webhook.active ? (
                  <Badge tone="success" dot>
                    Active
                  </Badge>
                ) : (
                  <Badge tone="neutral" dot>
                    Paused
                  </Badge>
                )}
              </Td>
              <Td className="hide-sm cell-muted">
                {last ? (
                  <>
                    <Badge tone={deliveryStatusLabels[last.status].tone}>
                      {deliveryStatusLabels[last.status].label}
                      {last.responseCode !== null && ` · ${last.responseCode}`}
                    </Badge>
                    <div className="cell-subtitle" title={last.at}>
                      {formatRelativeTime(last.at)}
                    </div>
                  </>
                ) : (
                  "None yet"
                )}
              </Td>
              <Td className="cell-end">
                <span className="row-actions">
                  <Button size="sm" onClick={() => actions.run("test", webhook)} loading={actions.testingId === webhook.id}>
                    Send test
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
          title="Verifying deliveries"
          description={`Each delivery carries ${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" keyed with the endpoint’s secret>. Refuse old timestamps and answer 2xx within 10 seconds; anything else is retried after ${describeRetrySchedule()}.`}
          actions={
            <Link className={buttonClass("secondary", "sm")} to={webhookReferencePath}>
              Event payloads
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
