import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MAX_JSON_BODY_BYTES } from "@/lib/api-transport";
import { CsvImportDialog } from "./csv-import-dialog";

function renderDialog(onImport = vi.fn(async () => ({ ok: true as const, data: { created: 1 } }))) {
  render(
    <CsvImportDialog
      open
      onOpenChange={() => {}}
      title="Import products"
      description="From a CSV file."
      hint="Comma-separated."
      tooLarge={(fileName, megabytes) => `${fileName} is ${megabytes} MB: split it into files under 1 MB.`}
      importing={false}
      onImport={onImport}
      summary={(result) => `${result.created} created`}
    />,
  );
  return onImport;
}

async function importFile(text: string, name: string) {
  const input = screen.getByLabelText(/file/i) as HTMLInputElement;
  // jsdom's File has no text(); the browser's does.
  const file = Object.assign(new File([text], name, { type: "text/csv" }), { text: async () => text });
  fireEvent.change(input, { target: { files: [file] } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Import" })));
}

// A file the API would refuse for its size (413) is named and sent nowhere: the person is told
// which file to split, not a status code.
describe("CsvImportDialog", () => {
  it("refuses a file whose request would pass the API's 1 MiB, naming it, without sending it", async () => {
    const onImport = renderDialog();
    // Quotes are escaped in the JSON request: this file is under 1 MiB, its request is over.
    const rows = '"a","b"\n'.repeat(Math.ceil(MAX_JSON_BODY_BYTES / 10));
    expect(new TextEncoder().encode(rows).length).toBeLessThan(MAX_JSON_BODY_BYTES);
    await importFile(rows, "stores.csv");
    await waitFor(() => expect(screen.getByText(/stores\.csv is 1\.\d MB: split it/)).toBeTruthy());
    expect(onImport).not.toHaveBeenCalled();
  });

  it("sends a file under the limit", async () => {
    const onImport = renderDialog();
    await importFile("sku,name\nA1,Oak table\n", "products.csv");
    await waitFor(() => expect(onImport).toHaveBeenCalledWith("sku,name\nA1,Oak table\n"));
  });

  it("with a check, shows what the file would do and imports only on the second press", async () => {
    const run = vi.fn(async () => ({ ok: true as const, data: { created: 2 } }));
    const onImport = vi.fn(async () => ({ ok: true as const, data: { created: 2 } }));
    render(
      <CsvImportDialog
        open
        onOpenChange={() => {}}
        title="Import stores"
        description="From a CSV file."
        hint="Comma-separated."
        tooLarge={() => "too large"}
        importing={false}
        onImport={onImport}
        summary={(result) => `${result.created} created`}
        check={{ run, preview: (result, fileName) => `${fileName} would create ${result.created}`, importLabel: (result) => `Import ${result.created} stores` }}
      />,
    );
    const input = screen.getByLabelText(/file/i) as HTMLInputElement;
    const text = "code,name,timezone\nP-1,Paris,UTC\nL-1,Lyon,UTC\n";
    const file = Object.assign(new File([text], "stores.csv", { type: "text/csv" }), { text: async () => text });
    fireEvent.change(input, { target: { files: [file] } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check file" })));
    await waitFor(() => expect(screen.getByText("stores.csv would create 2")).toBeTruthy());
    expect(run).toHaveBeenCalledWith(text);
    expect(onImport).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Import 2 stores" })));
    await waitFor(() => expect(screen.getByText("2 created")).toBeTruthy());
    expect(onImport).toHaveBeenCalledWith(text);
  });

  it("starts the check over when the other inputs change, as what was checked no longer holds", async () => {
    const run = vi.fn(async () => ({ ok: true as const, data: { created: 1 } }));
    const onImport = vi.fn(async () => ({ ok: true as const, data: { created: 1 } }));
    const dialog = (currency: string) => (
      <CsvImportDialog
        open
        onOpenChange={() => {}}
        title="Import products"
        description="From a CSV file."
        hint="Comma-separated."
        tooLarge={() => "too large"}
        importing={false}
        onImport={onImport}
        summary={(result) => `${result.created} created`}
        fields={<p>Priced in {currency}</p>}
        inputsKey={currency}
        check={{ run, preview: (result) => `would create ${result.created} in ${currency}`, importLabel: () => "Import 1 product" }}
      />
    );
    const { rerender } = render(dialog("EUR"));
    expect(screen.getByText("Priced in EUR")).toBeTruthy();
    const text = "Handle,Title,Variant Price\nsofa,Sofa,10\n";
    const file = Object.assign(new File([text], "shop.csv", { type: "text/csv" }), { text: async () => text });
    fireEvent.change(screen.getByLabelText(/file/i), { target: { files: [file] } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check file" })));
    await waitFor(() => expect(screen.getByText("would create 1 in EUR")).toBeTruthy());
    rerender(dialog("CHF"));
    expect(screen.queryByText(/would create/)).toBeNull();
    expect(screen.getByRole("button", { name: "Check file" })).toBeTruthy();
    expect(onImport).not.toHaveBeenCalled();
  });
});
