import type { AuditEntry } from "@contract";

/** One CSV cell (RFC 4180). Text a spreadsheet would run as a formula is prefixed with a quote. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const AUDIT_CSV_HEADER = [
  "time", "actor_kind", "actor_id", "actor_email", "actor_name", "action", "target_type", "target_id", "brand_id",
  "method", "path", "changed_fields", "address", "request_id",
];

/** The audit log as a CSV file (CRLF, as RFC 4180 says): one row per entry, in the order given. */
export function auditLogCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.at, e.actor.kind, e.actor.id, e.actor.email, e.actor.name, e.action, e.target.type, e.target.id, e.target.brandId,
    e.method, e.path, e.changes.join(" "), e.address, e.requestId,
  ]);
  return `${[AUDIT_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, text: string): void {
  // A byte order mark so spreadsheet apps read the file as UTF-8.
  const blob = new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "updateProduct" -> "Update product". */
export function actionLabel(action: string): string {
  const words = action.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
