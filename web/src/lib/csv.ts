// CSV files the console exports (analytics reports, the audit log).
import { downloadBlob } from "./download";

/** One CSV cell (RFC 4180). Text a spreadsheet would run as a formula is prefixed with a quote. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvRow = Array<string | number | null | undefined>;

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, text: string): void {
  // A byte order mark so spreadsheet apps read the file as UTF-8.
  downloadBlob(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" }), filename);
}
