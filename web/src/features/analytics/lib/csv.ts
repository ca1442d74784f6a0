import { csvCell, type CsvRow } from "@/lib/csv";

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
