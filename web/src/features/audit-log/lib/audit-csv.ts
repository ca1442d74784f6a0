import type { AuditEntry } from "@vitrine/contract";
import { csvCell } from "@/lib/csv";
import { useT, type AuditLogT } from "../messages";

export const AUDIT_CSV_HEADER = [
  "time",
  "actor_kind",
  "actor_id",
  "actor_email",
  "actor_name",
  "action",
  "target_type",
  "target_id",
  "brand_id",
  "method",
  "path",
  "changed_fields",
  "address",
  "request_id",
];

/** The audit log as a CSV file (CRLF, as RFC 4180 says): one row per entry, in the order given. */
export function auditLogCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.at,
    e.actor.kind,
    e.actor.id,
    e.actor.email,
    e.actor.name,
    e.action,
    e.target.type,
    e.target.id,
    e.target.brandId,
    e.method,
    e.path,
    e.changes.join(" "),
    e.address,
    e.requestId,
  ]);
  return `${[AUDIT_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** "updateProduct" -> "Update product" ("Modifier un produit" in French); an action the catalogue does not name yet is spelled out from its name. */
export function actionLabel(action: string, t: AuditLogT = useT.now): string {
  const key = `actions.${action}` as Parameters<AuditLogT>[0];
  const named = t(key);
  if (named !== key) return named;
  const words = action.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
