import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconExternal, IconSearch, IconX } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useOpenApiDocument } from "@/data/openapi/get-openapi-document";
import { filterTags, operationAnchor, readOpenApi, tagAnchor } from "../lib/read-openapi";
import { InlineText, MarkdownText } from "./markdown-text";
import { OperationItem } from "./operation-item";
import { SchemaView } from "./schema-view";
import { WebhookEventItem } from "./webhook-event-item";
import "./api-reference.css";

const DOCUMENT_URL = "/v1/openapi.json";

/**
 * The API reference, drawn at run time from the OpenAPI document the API serves, so it always
 * describes the deployed API: operations by tag, authentication, errors and webhook events.
 */
export function ApiReferencePage() {
  const { data, error, isLoading, mutate } = useOpenApiDocument();
  const reference = useMemo(() => (data ? readOpenApi(data) : null), [data]);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const tags = useMemo(() => (reference ? filterTags(reference.tags, deferredQuery) : []), [reference, deferredQuery]);
  const { hash } = useLocation();

  // The sections exist only once the document is in: go to the address's anchor then.
  useEffect(() => {
    if (!reference || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [reference, hash]);

  if (error && !data) {
    return (
      <Card>
        <ErrorState title="Could not load the API description" error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (isLoading || !reference) return <LoadingPlaceholder text="Loading the API reference…" />;

  const operationCount = reference.tags.reduce((n, tag) => n + tag.operations.length, 0);
  const openId = hash.startsWith("#op-") ? decodeURIComponent(hash.slice(1)) : null;

  return (
    <div className="reference-layout">
      <aside className="reference-nav" aria-label="API reference contents">
        <div className="search-input reference-search">
          <IconSearch className="search-input-icon" />
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Filter operations" aria-label="Filter operations" />
          {query && (
            <button type="button" className="search-input-clear" onClick={() => setQuery("")} aria-label="Clear filter">
              <IconX size={14} />
            </button>
          )}
        </div>
        <nav>
          <a href="#overview">Overview</a>
          <a href="#authentication">Authentication</a>
          <a href="#errors">Errors</a>
          <p className="reference-nav-section">Operations</p>
          {tags.map((tag) => (
            <a key={tag.name} href={`#${tagAnchor(tag.name)}`}>
              {tag.name}
              <span className="reference-nav-count">{tag.operations.length}</span>
            </a>
          ))}
          {reference.webhooks.length > 0 && (
            <>
              <p className="reference-nav-section">Events</p>
              <a href="#webhooks">
                Webhook events<span className="reference-nav-count">{reference.webhooks.length}</span>
              </a>
            </>
          )}
        </nav>
      </aside>

      <div className="reference-main">
        <Card id="overview" className="reference-anchor">
          <CardHeader
            title={reference.title}
            description={
              <span className="reference-badges">
                <Badge tone="accent">v{reference.version}</Badge>
                <Badge>OpenAPI {reference.openapi}</Badge>
                <span>
                  {operationCount} operations in {reference.tags.length} groups, read from the document the API serves.
                </span>
              </span>
            }
            actions={
              <a className="btn btn-secondary btn-sm" href={DOCUMENT_URL} target="_blank" rel="noreferrer">
                openapi.json <IconExternal size={14} />
              </a>
            }
          />
          {reference.description && (
            <CardBody>
              <MarkdownText source={reference.description} />
            </CardBody>
          )}
        </Card>

        <Card id="authentication" className="reference-anchor">
          <CardHeader title="Authentication" description="Every operation that is not public takes one of these in the Authorization header." />
          <CardBody>
            <table className="schema-table">
              <thead>
                <tr>
                  <th scope="col">Credential</th>
                  <th scope="col">Header</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {reference.securitySchemes.map((scheme) => (
                  <tr key={scheme.id}>
                    <td className="schema-name-cell">
                      <span className="schema-name">{scheme.id}</span>
                    </td>
                    <td className="schema-type-cell">
                      <code className="reference-nowrap">Authorization: {scheme.format}</code>
                    </td>
                    <td className="schema-description">{scheme.description && <InlineText source={scheme.description} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <pre className="code-block reference-code">{`curl ${window.location.origin}/v1/brands \\\n  -H "Authorization: Bearer $VITRINE_API_KEY"`}</pre>
          </CardBody>
        </Card>

        <Card id="errors" className="reference-anchor">
          <CardHeader title="Errors" description="Every error, from any operation, comes in this envelope with the HTTP status repeated in it." />
          <CardBody className="form-stack">
            {reference.errorEnvelope && <SchemaView schema={reference.errorEnvelope} components={reference.schemas} />}
            <ul className="error-list">
              {reference.errors.map((response) => (
                <li key={response.status}>
                  <span className="status-code status-error">{response.status}</span>
                  <span>
                    <InlineText source={response.description} />
                  </span>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>

        {tags.length === 0 && (
          <Card>
            <EmptyState icon={<IconSearch size={20} />} title="No operation matches" description={`Nothing has “${deferredQuery}” in its method, path or summary.`} />
          </Card>
        )}

        {tags.map((tag) => (
          <section key={tag.name} id={tagAnchor(tag.name)} className="reference-tag reference-anchor" aria-labelledby={`${tagAnchor(tag.name)}-title`}>
            <div className="reference-tag-header">
              <h2 id={`${tagAnchor(tag.name)}-title`}>{tag.name}</h2>
              {tag.description && <p>{tag.description}</p>}
            </div>
            <div className="operation-list">
              {tag.operations.map((operation) => (
                <OperationItem
                  key={operation.id}
                  operation={operation}
                  components={reference.schemas}
                  defaultOpen={openId === operationAnchor(operation.id)}
                />
              ))}
            </div>
          </section>
        ))}

        {reference.webhooks.length > 0 && (
          <section id="webhooks" className="reference-tag reference-anchor" aria-labelledby="webhooks-title">
            <div className="reference-tag-header">
              <h2 id="webhooks-title">Webhook events</h2>
              <p>The events Vitrine POSTs to your endpoints (Settings → Webhooks), signed with each endpoint’s secret.</p>
            </div>
            <div className="operation-list">
              {reference.webhooks.map((event) => (
                <WebhookEventItem key={event.event} event={event} components={reference.schemas} />
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
