import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { parseImportIssuePath, type FieldIssue } from "@vitrine/contract";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { FormDialogFooter } from "./form-dialog-footer";
import { TextField } from "./text-field";
import { isApiError } from "@/lib/api-error";
import { MAX_JSON_BODY_BYTES } from "@/lib/api-transport";
import { errorMessage } from "@/lib/notify";
import type { MutationResult } from "@/lib/swr";
import "./csv-import-dialog.css";
import { useT } from "../messages";
import { apiMessage } from "@/lib/api-messages";

/**
 * The API takes at most 1 MiB of JSON; the CSV inside it is escaped, so check the request as it will
 * be sent, and say which file to split rather than the request function's general refusal.
 */
const MAX_REQUEST_BYTES = MAX_JSON_BODY_BYTES;

type Outcome<R> =
  | { kind: "none" }
  | { kind: "checked"; result: R; fileName: string; csv: string }
  | { kind: "imported"; result: R; fileName: string }
  | { kind: "refused"; message: string; issues: { row: number; column: string; message: string }[] }
  | { kind: "failed"; message: string };

const rowIssues = (issues: FieldIssue[]) =>
  issues.flatMap((issue) => {
    const where = parseImportIssuePath(issue.path);
    const message = apiMessage(issue.message);
    return where ? [{ ...where, message }] : [{ row: 0, column: "", message }];
  });

type Props<R> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Under the file input: separators, formats, a template link. */
  hint: ReactNode;
  /** Says what to split a file too large to send into. */
  tooLarge: (fileName: string, megabytes: string) => string;
  importing: boolean;
  onImport: (csv: string) => Promise<MutationResult<R>>;
  /** What an import did, in a sentence. */
  summary: (result: R, fileName: string) => ReactNode;
  /**
   * When given, a chosen file is first checked (the API's dry run) and what it would do is shown;
   * importing it then takes a second press, and choosing another file starts over.
   */
  check?: {
    run: (csv: string) => Promise<MutationResult<R>>;
    preview: (result: R, fileName: string) => ReactNode;
    /** The button that then imports: "Import 12 stores". */
    importLabel: (result: R) => string;
  };
  /** More inputs under the file's (what the import also takes); a change of `inputsKey` starts the check over. */
  fields?: ReactNode;
  inputsKey?: string;
};

/**
 * Imports a CSV file all or nothing: a refused file lists every problem by row and column, as the
 * API reports them, and imports nothing.
 */
export function CsvImportDialog<R>({
  open,
  onOpenChange,
  title,
  description,
  hint,
  tooLarge,
  importing,
  onImport,
  summary,
  check,
  fields,
  inputsKey,
}: Props<R>) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome<R>>({ kind: "none" });
  // What was checked was checked with the other inputs as they were.
  const [checkedWith, setCheckedWith] = useState(inputsKey);
  if (checkedWith !== inputsKey) {
    setCheckedWith(inputsKey);
    if (outcome.kind !== "none" && outcome.kind !== "imported") setOutcome({ kind: "none" });
  }

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setOutcome({ kind: "none" });
    }
    onOpenChange(next);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setOutcome({ kind: "none" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (outcome.kind === "checked") {
      const result = await onImport(outcome.csv);
      if (result.ok) return setOutcome({ kind: "imported", result: result.data, fileName: file.name });
      return refusedOrFailed(result.error);
    }
    const csv = await file.text();
    const bytes = new TextEncoder().encode(JSON.stringify({ csv })).length;
    if (bytes > MAX_REQUEST_BYTES) return setOutcome({ kind: "failed", message: tooLarge(file.name, (bytes / 1024 / 1024).toFixed(1)) });
    const result = await (check ? check.run(csv) : onImport(csv));
    if (result.ok)
      return setOutcome(
        check ? { kind: "checked", result: result.data, fileName: file.name, csv } : { kind: "imported", result: result.data, fileName: file.name },
      );
    refusedOrFailed(result.error);
  };

  const refusedOrFailed = (error: unknown) => {
    if (isApiError(error) && error.status === 422) return setOutcome({ kind: "refused", message: error.message, issues: rowIssues(error.issues) });
    setOutcome({ kind: "failed", message: errorMessage(error) });
  };

  const done = outcome.kind === "imported";

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      // A report's table (what the file would do, or its problems) is read across its columns.
      size={outcome.kind === "checked" || outcome.kind === "refused" ? "wide" : "default"}
      footer={
        done ? (
          <Button variant="primary" onClick={() => close(false)}>
            {t("csvImport.done")}
          </Button>
        ) : (
          <FormDialogFooter
            formId="import-csv-form"
            submitLabel={outcome.kind === "checked" && check ? check.importLabel(outcome.result) : check ? t("csvImport.check") : t("csvImport.import")}
            busy={importing}
            disabled={!file}
            onCancel={() => close(false)}
          />
        )
      }
    >
      <form id="import-csv-form" className="form-stack" onSubmit={submit} noValidate>
        <TextField
          label={t("csvImport.file")}
          hint={hint}
          type="file"
          accept=".csv,text/csv"
          onChange={pick}
          // Choosing the same (now fixed) file again must still count as a new choice.
          onClick={(event) => {
            event.currentTarget.value = "";
            setFile(null);
          }}
          disabled={importing}
        />
        {fields}
        {outcome.kind === "checked" && check && (
          <Alert tone="info" title={t("csvImport.checked")}>
            {check.preview(outcome.result, outcome.fileName)}
          </Alert>
        )}
        {outcome.kind === "imported" && (
          <Alert tone="success" title={t("csvImport.complete")}>
            {summary(outcome.result, outcome.fileName)}
          </Alert>
        )}
        {outcome.kind === "failed" && (
          <Alert tone="danger" title={t("csvImport.nothingImported")}>
            {outcome.message}
          </Alert>
        )}
        {outcome.kind === "refused" && (
          <div className="import-report">
            <Alert tone="danger" title={t("csvImport.nothingImported")}>
              {outcome.message}
            </Alert>
            <ImportReportTable
              label={t("csvImport.problems")}
              columns={[t("csvImport.row"), t("csvImport.column"), t("csvImport.problem")]}
              rows={outcome.issues.map((issue) => [issue.row || "—", issue.column || "—", issue.message])}
            />
          </div>
        )}
      </form>
    </Dialog>
  );
}

interface ImportReportTableProps {
  label: string;
  /** The first column is the row number (right-aligned), the second a code or column name (monospace). */
  columns: [string, string, ...string[]];
  rows: ReactNode[][];
}

/** A scrolling table of an import's rows: its problems, or what it changes. */
export function ImportReportTable({ label, columns, rows }: ImportReportTableProps) {
  const cellClass = (index: number) => (index === 0 ? "td td-numeric" : index === 1 ? "td mono" : "td");
  return (
    <div className="import-report-scroll">
      <table className="table import-report-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} className={index === 0 ? "th th-numeric" : "th"} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row} className="tr">
              {cells.map((cell, index) => (
                <td key={index} className={cellClass(index)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
