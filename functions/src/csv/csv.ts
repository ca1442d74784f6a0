/**
 * Reading and writing CSV as spreadsheets do: the product and translation imports read with
 * `readCsv`, every CSV the API writes uses `csvCell`.
 */
import Papa from "papaparse";

export class CsvSyntaxError extends Error {
  constructor(
    /** The record (spreadsheet row) the problem is in, 1-based. */
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

/** The separators a spreadsheet export uses: comma, semicolon (where the comma is the decimal mark), tab. */
export type CsvDelimiter = "," | ";" | "\t";
const CSV_DELIMITERS: CsvDelimiter[] = [",", ";", "\t"];

export interface ParsedCsv {
  records: string[][];
  delimiter: CsvDelimiter;
}

/**
 * RFC 4180 records, with the separator detected among comma, semicolon and tab (a file with one
 * column reads as comma-separated). A field in double quotes may hold separators, line breaks and
 * `""` for one quote. Lenient where spreadsheets are (a quote inside an unquoted field is kept as
 * is, a final line break is optional, a UTF-8 BOM is dropped, CRLF, LF and CR may be mixed);
 * strict where guessing would import wrong data (text after a closing quote, an unclosed quote).
 */
export function readCsv(text: string): ParsedCsv {
  // One kind of line break, so a file whose rows were appended by another program still splits
  // on every line (the parser takes a single line break per file). Inside quoted values this
  // only turns CRLF into LF.
  const normalised = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, "\n");
  if (normalised === "") return { records: [], delimiter: "," };
  const result = Papa.parse<string[]>(normalised, {
    delimitersToGuess: CSV_DELIMITERS,
    newline: "\n",
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    dynamicTyping: false,
  });
  // Quote problems in file order; the others (an undetectable separator = one column) are not errors.
  const quoteError = result.errors.filter((error) => error.type === "Quotes").sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || (a.index ?? 0) - (b.index ?? 0))[0];
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    throw quoteError.code === "MissingQuotes"
      ? new CsvSyntaxError(row, 'A quoted value is never closed: check for a missing "')
      : new CsvSyntaxError(row, 'Unexpected text after a closing quote: inside a quoted value, write a quote as ""');
  }
  const records = result.data;
  // A final line break ends the last record; it does not start an empty one.
  if (normalised.endsWith("\n") && records.length > 0 && records[records.length - 1]!.length === 1 && records[records.length - 1]![0] === "") records.pop();
  const delimiter = (CSV_DELIMITERS as string[]).includes(result.meta.delimiter) ? (result.meta.delimiter as CsvDelimiter) : ",";
  return { records, delimiter };
}

/** The records of a CSV file (see `readCsv`). */
export function parseCsv(text: string): string[][] {
  return readCsv(text).records;
}

/** RFC 4180 cell; a cell a spreadsheet would run as a formula is quoted with a leading apostrophe. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : Array.isArray(value) ? value.join("; ") : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells, CRLF-terminated as RFC 4180 writes them. */
export const csvLines = (rows: unknown[][]) => rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
