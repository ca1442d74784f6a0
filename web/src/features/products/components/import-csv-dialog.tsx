import { useState, type ChangeEvent, type FormEvent } from "react";
import { parseProductImportIssuePath, PRODUCT_IMPORT_MAX_ROWS, type FieldIssue, type ImportProductsResult } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/notify";
import { useImportProductsCsv } from "@/data/products/import-products-csv";
import type { ProductsScope } from "@/data/products/list-products";
import { productCsvTemplateHref } from "../lib/csv-template";

interface ImportCsvDialogProps {
  scope: ProductsScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The API takes at most 1 MiB of JSON; the CSV inside it is escaped, so check the request as it will be sent. */
const MAX_REQUEST_BYTES = 1024 * 1024;

type Outcome =
  | { kind: "none" }
  | { kind: "imported"; result: ImportProductsResult; fileName: string }
  | { kind: "refused"; message: string; issues: { row: number; column: string; message: string }[] }
  | { kind: "failed"; message: string };

const rowIssues = (issues: FieldIssue[]) =>
  issues.flatMap((issue) => {
    const where = parseProductImportIssuePath(issue.path);
    return where ? [{ ...where, message: issue.message }] : [{ row: 0, column: "", message: issue.message }];
  });

export function ImportCsvDialog({ scope, open, onOpenChange }: ImportCsvDialogProps) {
  const importCsv = useImportProductsCsv();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "none" });

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
    const csv = await file.text();
    const bytes = new TextEncoder().encode(JSON.stringify({ csv })).length;
    if (bytes > MAX_REQUEST_BYTES) {
      return setOutcome({
        kind: "failed",
        message: `${file.name} is too large to import at once (${(bytes / 1024 / 1024).toFixed(1)} MB). Split it into files of at most ${PRODUCT_IMPORT_MAX_ROWS} products and about 1 MB.`,
      });
    }
    const result = await importCsv.trigger({ ...scope, csv });
    if (result.ok) return setOutcome({ kind: "imported", result: result.data, fileName: file.name });
    const error = result.error;
    if (isApiError(error) && error.status === 422) return setOutcome({ kind: "refused", message: error.message, issues: rowIssues(error.issues) });
    setOutcome({ kind: "failed", message: errorMessage(error) });
  };

  const done = outcome.kind === "imported";

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import products from CSV"
      description={
        <>
          One product per row, under a header row naming the columns <span className="mono">sku, name, description, price, currency, image_url, url</span>.
          Rows whose SKU exists update that product; new SKUs are added. If any row has a problem, nothing is imported. Up to{" "}
          {PRODUCT_IMPORT_MAX_ROWS} rows per file.
        </>
      }
      footer={
        done ? (
          <Button variant="primary" onClick={() => close(false)}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={() => close(false)}>Cancel</Button>
            <Button type="submit" form="import-csv-form" variant="primary" loading={importCsv.isImporting} disabled={!file}>
              Import
            </Button>
          </>
        )
      }
    >
      <form id="import-csv-form" className="form-stack" onSubmit={submit} noValidate>
        <Field
          label="CSV file"
          hint={
            <>
              Columns separated by commas, semicolons or tabs. Prices use a dot for decimals (1299.50), or a comma in a semicolon-separated file (1299,50); currencies are ISO codes (EUR). An empty image_url or url keeps the product’s current one.{" "}
              <a className="inline-link" href={productCsvTemplateHref()} download="products-template.csv">
                Download the template
              </a>
            </>
          }
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".csv,text/csv"
              onChange={pick}
              // Choosing the same (now fixed) file again must still count as a new choice.
              onClick={(event) => {
                event.currentTarget.value = "";
                setFile(null);
              }}
              disabled={importCsv.isImporting}
            />
          )}
        </Field>
        {outcome.kind === "imported" && (
          <Alert tone="success" title="Import complete">
            {outcome.result.created} created, {outcome.result.updated} updated from {outcome.fileName}.
          </Alert>
        )}
        {outcome.kind === "failed" && (
          <Alert tone="danger" title="Nothing was imported">
            {outcome.message}
          </Alert>
        )}
        {outcome.kind === "refused" && (
          <div className="import-report">
            <Alert tone="danger" title="Nothing was imported">
              {outcome.message}
            </Alert>
            <div className="import-report-scroll">
              <table className="table import-report-table" aria-label="Problems in the file">
                <thead>
                  <tr>
                    <th className="th th-numeric" scope="col">
                      Row
                    </th>
                    <th className="th" scope="col">
                      Column
                    </th>
                    <th className="th" scope="col">
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.issues.map((issue, index) => (
                    <tr key={index} className="tr">
                      <td className="td td-numeric">{issue.row || "—"}</td>
                      <td className="td mono">{issue.column || "—"}</td>
                      <td className="td">{issue.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </form>
    </Dialog>
  );
}
