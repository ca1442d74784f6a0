/** One CSV cell (RFC 4180). Text a spreadsheet would run as a formula is prefixed with a quote. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvRow = Array<string | number | null | undefined>;

/** A titled table of the export. */
export interface CsvSection {
  title: string;
  header: string[];
  rows: CsvRow[];
}

/** Several tables in one file, each under its title and separated by a blank line (CRLF, as RFC 4180 says). */
export function buildCsv(sections: CsvSection[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    if (lines.length > 0) lines.push("");
    lines.push(csvCell(section.title));
    lines.push(section.header.map(csvCell).join(","));
    for (const row of section.rows) lines.push(row.map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
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
