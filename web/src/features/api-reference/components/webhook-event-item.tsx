import type { SchemaComponents } from "../lib/json-schema-rows";
import type { ApiWebhookEvent } from "../lib/read-openapi";
import { MarkdownText } from "./markdown-text";
import { ParametersTable } from "./parameters-table";
import { ReferenceEntry } from "./reference-entry";
import { SchemaView } from "./schema-view";
import { StatusList } from "./status-list";
import { useT } from "../messages";

/** One webhook event as Vitrine sends it: its headers and its JSON body. */
export function WebhookEventItem({ event, components }: { event: ApiWebhookEvent; components: SchemaComponents }) {
  const t = useT();
  return (
    <ReferenceEntry
      anchor={`event-${event.event.replace(/[^a-z0-9]+/gi, "-")}`}
      label={t("event.label", { event: event.event })}
      method="post"
      title={event.event}
      summary={event.summary}
    >
      {event.description && <MarkdownText source={event.description} />}
      {event.headers.length > 0 && (
        <section className="operation-section">
          <h4>{t("event.headers")}</h4>
          <ParametersTable parameters={event.headers} components={components} />
        </section>
      )}
      {event.payload && (
        <section className="operation-section">
          <h4>
            {t("event.body")} <span className="operation-media">application/json</span>
          </h4>
          <SchemaView schema={event.payload} components={components} />
        </section>
      )}
      {event.responses.length > 0 && (
        <section className="operation-section">
          <h4>{t("event.yourAnswer")}</h4>
          <StatusList responses={event.responses} tone="ok" />
        </section>
      )}
    </ReferenceEntry>
  );
}
