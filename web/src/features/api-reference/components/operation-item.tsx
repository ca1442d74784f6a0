import type { SchemaComponents } from "../lib/json-schema-rows";
import { operationAnchor, type ApiOperation } from "../lib/read-openapi";
import { MarkdownText } from "./markdown-text";
import { ParametersTable } from "./parameters-table";
import { ReferenceEntry } from "./reference-entry";
import { SchemaView } from "./schema-view";
import { StatusList } from "./status-list";

interface OperationItemProps {
  operation: ApiOperation;
  components: SchemaComponents;
  defaultOpen?: boolean;
}

/** One operation: method, path and summary; opened, everything a caller needs to send and read. */
export function OperationItem({ operation, components, defaultOpen = false }: OperationItemProps) {
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
        <dt>Who may call it</dt>
        <dd>
          {operation.access.who}
          {operation.sensitive && <span className="cell-subtitle"> Also checks that the person’s sign-in was not revoked.</span>}
        </dd>
        {operation.access.credentials.length > 0 && (
          <>
            <dt>Authorization</dt>
            <dd>
              {operation.access.credentials.map((credential, index) => (
                <span key={credential}>
                  {index > 0 && " or "}
                  <span className="operation-credential">Bearer {credential}</span>
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>Operation id</dt>
        <dd>
          <code>{operation.id}</code>
        </dd>
      </dl>

      {operation.parameters.length > 0 && (
        <section className="operation-section">
          <h4>Parameters</h4>
          <ParametersTable parameters={operation.parameters} components={components} />
        </section>
      )}

      {operation.requestBody && (
        <section className="operation-section">
          <h4>
            Request body <span className="operation-media">application/json{operation.requestBody.required ? ", required" : ""}</span>
          </h4>
          <SchemaView schema={operation.requestBody.schema} components={components} />
        </section>
      )}

      {successes.map((response) => (
        <section key={response.status} className="operation-section">
          <h4>
            Response <span className="status-code status-ok">{response.status}</span> <span className="operation-media">{response.description}</span>
          </h4>
          {response.schema ? <SchemaView schema={response.schema} components={components} /> : <p className="cell-muted">No body.</p>}
          {response.headers.length > 0 && (
            <p className="operation-headers">
              Headers:{" "}
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
            Errors <span className="operation-media">in the <a href="#errors">error envelope</a></span>
          </h4>
          <StatusList responses={errors} tone="error" />
        </section>
      )}
    </ReferenceEntry>
  );
}
