import type { ApiParameter } from "../lib/read-openapi";
import { constraintsOf, typeLabel, type SchemaComponents } from "../lib/json-schema-rows";
import { InlineText } from "./markdown-text";
import { useT, type ApiReferenceT } from "../messages";

const locationLabel = (location: string, t: ApiReferenceT): string => {
  switch (location) {
    case "path":
    case "query":
    case "header":
    case "cookie":
      return t(`location.${location}`);
    default:
      return location;
  }
};

/** Path, query and header parameters: name, where it goes, type, and what it means. */
export function ParametersTable({ parameters, components }: { parameters: ApiParameter[]; components: SchemaComponents }) {
  const t = useT();
  return (
    <table className="schema-table">
      <thead>
        <tr>
          <th scope="col">{t("schema.name")}</th>
          <th scope="col">{t("schema.in")}</th>
          <th scope="col">{t("schema.type")}</th>
          <th scope="col">{t("schema.description")}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => {
          const constraints = constraintsOf(parameter.schema);
          const values = Array.isArray(parameter.schema.enum) ? (parameter.schema.enum as unknown[]).map(String) : null;
          return (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <td className="schema-name-cell">
                <span className="schema-name">{parameter.name}</span>
                {parameter.required && <span className="schema-required">{t("schema.required")}</span>}
              </td>
              <td className="schema-in">{locationLabel(parameter.in, t)}</td>
              <td className="schema-type-cell">
                <span className="schema-type">{typeLabel(parameter.schema, components)}</span>
              </td>
              <td className="schema-description">
                {parameter.description && (
                  <p>
                    <InlineText source={parameter.description} />
                  </p>
                )}
                {values && (
                  <span className="schema-values">
                    <span className="schema-values-label">{t("schema.oneOf")}</span>
                    {values.map((v) => (
                      <code key={v} className="schema-value">
                        {v}
                      </code>
                    ))}
                  </span>
                )}
                {"const" in parameter.schema && (
                  <span className="schema-values">
                    <span className="schema-values-label">{t("schema.always")}</span>
                    <code className="schema-value">{String(parameter.schema.const)}</code>
                  </span>
                )}
                {constraints.length > 0 && <p className="schema-constraints">{constraints.join(" · ")}</p>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
