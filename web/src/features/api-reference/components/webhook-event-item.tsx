import { useState } from "react";
import { IconChevronDown, IconChevronRight } from "@/components/ui/icons";
import type { SchemaComponents } from "../lib/json-schema-rows";
import type { ApiWebhookEvent } from "../lib/read-openapi";
import { InlineText, MarkdownText } from "./markdown-text";
import { MethodBadge } from "./method-badge";
import { ParametersTable } from "./parameters-table";
import { SchemaView } from "./schema-view";
import { StatusList } from "./status-list";

/** One webhook event as Vitrine sends it: its headers and its JSON body. */
export function WebhookEventItem({ event, components }: { event: ApiWebhookEvent; components: SchemaComponents }) {
  const [open, setOpen] = useState(false);
  const anchor = `event-${event.event.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <article className="operation" id={anchor} aria-label={`Event ${event.event}`}>
      <button type="button" className="operation-header" aria-expanded={open} aria-controls={`${anchor}-body`} onClick={() => setOpen(!open)}>
        <MethodBadge method="post" />
        <span className="operation-path">{event.event}</span>
        <span className="operation-summary">{event.summary && <InlineText source={event.summary} />}</span>
        <span className="operation-chevron" aria-hidden="true">
          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </span>
      </button>
      {open && (
        <div className="operation-body" id={`${anchor}-body`}>
          {event.description && <MarkdownText source={event.description} />}
          {event.headers.length > 0 && (
            <section className="operation-section">
              <h4>Headers</h4>
              <ParametersTable parameters={event.headers} components={components} />
            </section>
          )}
          {event.payload && (
            <section className="operation-section">
              <h4>
                Body <span className="operation-media">application/json</span>
              </h4>
              <SchemaView schema={event.payload} components={components} />
            </section>
          )}
          {event.responses.length > 0 && (
            <section className="operation-section">
              <h4>Your answer</h4>
              <StatusList responses={event.responses} tone="ok" />
            </section>
          )}
        </div>
      )}
    </article>
  );
}
