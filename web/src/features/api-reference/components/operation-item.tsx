import type { SchemaComponents } from "../lib/json-schema-rows";
import { operationAnchor, type ApiOperation } from "../lib/read-openapi";
import { MarkdownText } from "./markdown-text";
import { ParametersTable } from "./parameters-table";
import { ReferenceEntry } from "./reference-entry";
import { SchemaView } from "./schema-view";
import { StatusList } from "./status-list";
import { useT } from "../messages";

interface OperationItemProps {
  operation: ApiOperation;
  components: SchemaComponents;
  defaultOpen?: boolean;
}

/** One operation: method, path and summary; opened, everything a caller needs to send and read. */
export function OperationItem({ operation, components, defaultOpen = false }: OperationItemProps) {
  const t = useT();
  const successes = operation.responses.filter((r) => /^2/.test(r.status));
  const errors = operation.responses.filter((r) => !/^2/.test(r.status));
  return (
    <ReferenceEntry
      anchor={operationAnchor(operation.id)}
      label={`${operation.method.toUpperCase()} ${operation.path}`}
      method={operation.method}
      title={operation.path}
      summary={operation.summary}
      defaultOpen={defaultOpen}
    >
      {operation.description && <MarkdownText source={operation.description} />}
      <dl className="operation-facts">
        <dt>{t("operation.whoMayCall")}</dt>
        <dd>
          {operation.access.who}
          {operation.sensitive && <span className="cell-subtitle"> {t("operation.sensitive")}</span>}
        </dd>
        {operation.access.credentials.length > 0 && (
          <>
            <dt>{t("operation.authorization")}</dt>
            <dd>
              {operation.access.credentials.map((credential, index) => (
                <span key={credential}>
                  {index > 0 && ` ${t("operation.or")} `}
                  <span className="operation-credential">Bearer {credential}</span>
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>{t("operation.id")}</dt>
        <dd>
          <code>{operation.id}</code>
        </dd>
      </dl>

      {operation.parameters.length > 0 && (
        <section className="operation-section">
          <h4>{t("operation.parameters")}</h4>
          <ParametersTable parameters={operation.parameters} components={components} />
        </section>
      )}

      {operation.requestBody && (
        <section className="operation-section">
          <h4>
            {t("operation.requestBody")}{" "}
            <span className="operation-media">application/json{operation.requestBody.required ? t("operation.required") : ""}</span>
          </h4>
          <SchemaView schema={operation.requestBody.schema} components={components} />
        </section>
      )}

      {successes.map((response) => (
        <section key={response.status} className="operation-section">
          <h4>
            {t("operation.response")} <span className="status-code status-ok">{response.status}</span>{" "}
            <span className="operation-media">{response.description}</span>
          </h4>
          {response.schema ? <SchemaView schema={response.schema} components={components} /> : <p className="cell-muted">{t("operation.noBody")}</p>}
          {response.headers.length > 0 && (
            <p className="operation-headers">
              {t("operation.headers")}{" "}
              {response.headers.map((header, index) => (
                <span key={header.name} title={header.description}>
                  {index > 0 && ", "}
                  <code>{header.name}</code>
                </span>
              ))}
            </p>
          )}
        </section>
      ))}

      {errors.length > 0 && (
        <section className="operation-section">
          <h4>
            {t("operation.errors")}{" "}
            <span className="operation-media">
              {t("operation.inThe")} <a href="#errors">{t("operation.errorEnvelope")}</a>
            </span>
          </h4>
          <StatusList responses={errors} tone="error" />
        </section>
      )}
    </ReferenceEntry>
  );
}
