import { eventExportColumnData, type EventExportRow } from "./event-export-rows.js";

/**
 * The rows as one Parquet file (Snappy-compressed, with column statistics). The writer is loaded
 * on first use: only the export job needs it, never the API's cold start.
 */
export async function parquetBytes(rows: EventExportRow[]): Promise<Uint8Array> {
  const { parquetWriteBuffer } = await import("hyparquet-writer");
  const buffer = parquetWriteBuffer({
    columnData: eventExportColumnData(rows) as Parameters<typeof parquetWriteBuffer>[0]["columnData"],
    createdBy: "vitrine event export",
  });
  return new Uint8Array(buffer);
}
