/**
 * A CSV file read as a table with named columns, as the imports take them: the header row names
 * the columns (in any order, any case), blank rows are skipped, and every problem of the framing
 * is reported by spreadsheet row (header = its row) and column. Each import then checks its own
 * cells row by row.
 */
import { importIssuePath } from "@vitrine/contract";
import { unprocessable, type ApiError } from "../errors.js";
import { CsvSyntaxError, readCsv, type CsvDelimiter } from "./csv.js";

export interface CsvTableSpec<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  /** Other spellings of a column in a header (already normalised: lower case, `_` for spaces). */
  aliases?: Record<string, C>;
  maxRows: number;
  /** Skip columns it does not name instead of refusing them (a shop's export has dozens the import does not use). */
  ignoreUnknown?: boolean;
}

export interface CsvTableIssue<C extends string> {
  row: number;
  column: C | "";
  message: string;
}

export interface CsvTableRow<C extends string> {
  row: number;
  /** The cell as typed (undefined when the file has no such column), a formula guard the export added taken off. */
  cell: (column: C) => string | undefined;
  /** Problems of this row; the import adds its own. */
  issues: CsvTableIssue<C>[];
}

export type CsvTable<C extends string> =
  | { ok: true; rows: CsvTableRow<C>[]; delimiter: CsvDelimiter }
  | { ok: false; tooMany: false; issues: CsvTableIssue<C>[] }
  | { ok: false; tooMany: true; rowCount: number };

const delimiterNames: Record<CsvDelimiter, string> = { ",": "comma", ";": "semicolon", "\t": "tab" };

const normaliseHeader = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/**
 * The API's CSV exports write a cell a spreadsheet would run as a formula behind an apostrophe
 * (`csvCell`); importing such a file gives the text back as it was.
 */
const withoutFormulaGuard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A file read as Latin-1 or Windows-1252 instead of UTF-8 reaches the API with U+FFFD where accents were. */
const UNREADABLE = "\uFFFD";

/** The header row's cells as the table names columns (lower case, `_` for spaces), or null when the file has none. */
export function csvHeader(text: string): string[] | null {
  try {
    const header = readCsv(text).records.find((record) => record.some((cell) => cell.trim() !== ""));
    return header ? header.map(normaliseHeader) : null;
  } catch {
    return null;
  }
}

export function readCsvTable<C extends string>(text: string, spec: CsvTableSpec<C>): CsvTable<C> {
  let records: string[][];
  let delimiter: CsvDelimiter;
  try {
    ({ records, delimiter } = readCsv(text));
  } catch (err) {
    if (err instanceof CsvSyntaxError) return { ok: false, tooMany: false, issues: [{ row: err.row, column: "", message: err.message }] };
    throw err;
  }
  const badEncoding = records.findIndex((record) => record.some((cell) => cell.includes(UNREADABLE)));
  if (badEncoding !== -1) {
    return {
      ok: false,
      tooMany: false,
      issues: [
        {
          row: badEncoding + 1,
          column: "",
          message: "This file is not UTF-8 text: some characters could not be read. Save it as “CSV UTF-8” and import it again",
        },
      ],
    };
  }
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === "");
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1)
    return {
      ok: false,
      tooMany: false,
      issues: [{ row: 1, column: "", message: "The file is empty: it needs a header row naming the columns, and rows below it" }],
    };

  const headerRow = headerIndex + 1;
  const header = records[headerIndex]!;
  const issues: CsvTableIssue<C>[] = [];
  const columns: (C | null)[] = [];
  const seen = new Set<C>();
  for (const cell of header) {
    const name = normaliseHeader(cell);
    const column = (spec.columns as readonly string[]).includes(name) ? (name as C) : spec.aliases?.[name];
    if (!column) {
      if (name !== "" && !spec.ignoreUnknown)
        issues.push({ row: headerRow, column: "", message: `Unknown column “${cell.trim()}”: the columns are ${spec.columns.join(", ")}` });
      columns.push(null);
      continue;
    }
    if (seen.has(column)) issues.push({ row: headerRow, column, message: `Column “${column}” appears twice` });
    seen.add(column);
    columns.push(column);
  }
  const missing = spec.required.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    issues.push({
      row: headerRow,
      column: "",
      message: `The header row lacks the column${missing.length === 1 ? "" : "s"} ${missing.join(", ")} (the first row must name the columns)`,
    });
  }
  if (issues.length > 0) return { ok: false, tooMany: false, issues };

  const dataRows = records.map((cells, index) => ({ cells, row: index + 1 })).filter(({ cells, row }) => row > headerRow && !isBlank(cells));
  if (dataRows.length === 0)
    return { ok: false, tooMany: false, issues: [{ row: headerRow + 1, column: "", message: "The file has a header row but no rows below it" }] };
  if (dataRows.length > spec.maxRows) return { ok: false, tooMany: true, rowCount: dataRows.length };

  const rows = dataRows.map(({ cells, row }): CsvTableRow<C> => {
    const rowIssues: CsvTableIssue<C>[] = [];
    if (cells.length > header.length && cells.slice(header.length).some((cell) => cell.trim() !== "")) {
      rowIssues.push({
        row,
        column: "",
        message: `This row has ${cells.length} cells but the header names ${header.length} columns (a ${delimiterNames[delimiter]} inside a value needs quotes)`,
      });
    }
    const cell = (column: C) => {
      const index = columns.indexOf(column);
      return index === -1 ? undefined : withoutFormulaGuard(cells[index] ?? "");
    };
    return { row, cell, issues: rowIssues };
  });
  return { ok: true, rows, delimiter };
}

/** The one answer to a refused file: 422, how many rows to fix, and each problem at `rows.<row>.<column>`. */
export function refusedImport(issues: { row: number; column: string; message: string }[]): ApiError {
  const rows = new Set(issues.map((i) => i.row)).size;
  return unprocessable(
    `${rows} row${rows === 1 ? " has" : "s have"} problems; nothing was imported. Fix ${rows === 1 ? "it" : "them"} and import the file again.`,
    issues.map((issue) => ({ path: importIssuePath(issue.row, issue.column), message: issue.message })),
  );
}
