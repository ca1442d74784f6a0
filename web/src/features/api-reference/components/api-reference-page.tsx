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
import { useT } from "../messages";
import "./api-reference.css";

const DOCUMENT_URL = "/v1/openapi.json";

/**
 * The API reference, drawn at run time from the OpenAPI document the API serves, so it always
 * describes the deployed API: operations by tag, authentication, errors and webhook events.
 */
export function ApiReferencePage() {
  const t = useT();
  const { data, error, isLoading, mutate } = useOpenApiDocument();
  const reference = useMemo(() => (data ? readOpenApi(data, t) : null), [data, t]);
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
        <ErrorState title={t("page.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (isLoading || !reference) return <LoadingPlaceholder text={t("page.loading")} />;

  const operationCount = reference.tags.reduce((n, tag) => n + tag.operations.length, 0);
  const openId = hash.startsWith("#op-") ? decodeURIComponent(hash.slice(1)) : null;

  return (
    <div className="reference-layout">
      <aside className="reference-nav" aria-label={t("nav.label")}>
        <div className="search-input reference-search">
          <IconSearch className="search-input-icon" />
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("nav.filter")} aria-label={t("nav.filter")} />
          {query && (
            <button type="button" className="search-input-clear" onClick={() => setQuery("")} aria-label={t("nav.clearFilter")}>
              <IconX size={14} />
            </button>
          )}
        </div>
        <nav>
          <a href="#overview">{t("nav.overview")}</a>
          <a href="#authentication">{t("nav.authentication")}</a>
          <a href="#errors">{t("nav.errors")}</a>
          <p className="reference-nav-section">{t("nav.operations")}</p>
          {tags.map((tag) => (
            <a key={tag.name} href={`#${tagAnchor(tag.name)}`}>
              {tag.name}
              <span className="reference-nav-count">{tag.operations.length}</span>
            </a>
          ))}
          {reference.webhooks.length > 0 && (
            <>
              <p className="reference-nav-section">{t("nav.events")}</p>
              <a href="#webhooks">
                {t("nav.webhookEvents")}
                <span className="reference-nav-count">{reference.webhooks.length}</span>
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
                <span>{t("overview.counts", { operations: operationCount, groups: reference.tags.length })}</span>
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
          <CardHeader title={t("authentication.title")} description={t("authentication.description")} />
          <CardBody>
            <table className="schema-table">
              <thead>
                <tr>
                  <th scope="col">{t("authentication.credential")}</th>
                  <th scope="col">{t("authentication.header")}</th>
                  <th scope="col">{t("authentication.descriptionColumn")}</th>
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
          <CardHeader title={t("errors.title")} description={t("errors.description")} />
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
            <EmptyState icon={<IconSearch size={20} />} title={t("filter.noMatch")} description={t("filter.noMatchDescription", { query: deferredQuery })} />
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
                <OperationItem key={operation.id} operation={operation} components={reference.schemas} defaultOpen={openId === operationAnchor(operation.id)} />
              ))}
            </div>
          </section>
        ))}

        {reference.webhooks.length > 0 && (
          <section id="webhooks" className="reference-tag reference-anchor" aria-labelledby="webhooks-title">
            <div className="reference-tag-header">
              <h2 id="webhooks-title">{t("webhooks.title")}</h2>
              <p>{t("webhooks.description")}</p>
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
