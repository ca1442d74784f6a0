import type { Manifest, ManifestChange } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { describePath, formatValue } from "../lib/describe-change";
import { useT } from "../messages";

interface ChangeListProps {
  changes: ManifestChange[];
  /** The manifests compared (older, newer), to name what changed. */
  manifests: (Manifest | undefined)[];
  truncated?: boolean;
}

const kindTone = { added: "success", removed: "danger", changed: "warning" } as const;
const kindLabel = { added: "changes.added", removed: "changes.removed", changed: "changes.changed" } as const;

/** Each difference on one line: what (named), where (the raw path), and before → after. */
export function ChangeList({ changes, manifests, truncated = false }: ChangeListProps) {
  const t = useT();
  return (
    <>
      <ul className="change-list" aria-label={t("changes.label")}>
        {changes.map((change) => (
          <li key={`${change.kind}:${change.path}`} className="change-item">
            <div className="change-head">
              <Badge tone={kindTone[change.kind]}>{t(kindLabel[change.kind])}</Badge>
              <span className="change-title">{describePath(change.path, manifests)}</span>
            </div>
            <code className="change-path">{change.path}</code>
            <div className="change-values">
              {change.kind !== "added" && (
                <span className="change-before" title={t("changes.before")}>
                  <span className="visually-hidden">{t("changes.beforeHidden")}</span>
                  {formatValue(change.before)}
                </span>
              )}
              {change.kind === "changed" && (
                <span className="change-arrow" aria-hidden="true">
                  →
                </span>
              )}
              {change.kind !== "removed" && (
                <span className="change-after" title={t("changes.after")}>
                  <span className="visually-hidden">{t("changes.afterHidden")}</span>
                  {formatValue(change.after)}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {truncated && <p className="manifest-hint">{t("changes.truncated", { count: changes.length })}</p>}
    </>
  );
}
