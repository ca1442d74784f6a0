import { useMemo, type CSSProperties } from "react";
import { cn } from "@/lib/cn";
import { schemaRows, schemaSummary, type JsonSchema, type SchemaComponents, type SchemaRow } from "../lib/json-schema-rows";
import { InlineText } from "./markdown-text";
import { useT } from "../messages";

function Values({ values }: { values: NonNullable<SchemaRow["values"]> }) {
  const t = useT();
  return (
    <span className="schema-values">
      <span className="schema-values-label">{values.kind === "const" ? t("schema.always") : t("schema.oneOf")}</span>
      {values.list.map((value) => (
        <code key={value} className="schema-value">
          {value}
        </code>
      ))}
    </span>
  );
}

/** A request or response body: its type, then one row per field, nested fields indented. */
export function SchemaView({ schema, components }: { schema: JsonSchema; components: SchemaComponents }) {
  const t = useT();
  // The rows hold the reference's words (limits, "Option 2"): read again when the language changes.
  const summary = useMemo(() => schemaSummary(schema, components), [schema, components, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useMemo(() => schemaRows(schema, components), [schema, components, t]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="schema">
      <div className="schema-summary">
        <span className="schema-type">{summary.type}</span>
        {summary.description && (
          <span className="schema-summary-text">
            <InlineText source={summary.description} />
          </span>
        )}
        {summary.values && <Values values={summary.values} />}
      </div>
      {rows.length > 0 && (
        <table className="schema-table">
          <thead>
            <tr>
              <th scope="col">{t("schema.field")}</th>
              <th scope="col">{t("schema.type")}</th>
              <th scope="col">{t("schema.description")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={cn(row.variant && "schema-variant")} style={{ "--depth": row.depth } as CSSProperties}>
                <td className="schema-name-cell">
                  {row.depth > 0 && <span className="schema-nest" aria-hidden="true" />}
                  <span className={cn("schema-name", row.variant && "schema-name-variant")}>{row.name}</span>
                  {row.required && <span className="schema-required">{t("schema.required")}</span>}
                </td>
                <td className="schema-type-cell">
                  <span className="schema-type">{row.type}</span>
                </td>
                <td className="schema-description">
                  {row.description && (
                    <p>
                      <InlineText source={row.description} />
                    </p>
                  )}
                  {row.values && <Values values={row.values} />}
                  {row.constraints.length > 0 && <p className="schema-constraints">{row.constraints.join(" · ")}</p>}
                  {row.shownAbove && <p className="schema-constraints">{t("schema.shownAbove", { name: row.shownAbove })}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
