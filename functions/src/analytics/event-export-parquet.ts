import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { eventExportColumnData, type EventExportRow } from "./event-export-rows.js";

/**
 * Rows per row group. A busy hour holds millions of events: the file is written a row group at a
 * time and each group's bytes go to storage before the next is read, so the job's memory holds one
 * group, not the hour. 50,000 rows are a few megabytes encoded, well inside the 32–128 MB row
 * groups warehouses read best once compressed columns are counted.
 */
export const EVENT_EXPORT_ROW_GROUP_ROWS = 50_000;

/** The writer's module is loaded on first use: only the export job needs it, never the API's cold start. */
const writerModule = () => import("hyparquet-writer");

/** One Parquet file being streamed into `out`, a row group per `append`. */
export interface EventExportFileStream {
  /** Writes the rows as one row group and hands its bytes to the stream (waiting while it is full). */
  append(rows: EventExportRow[]): Promise<void>;
  /** Writes the footer and ends the stream once everything is stored; the file's size in bytes. */
  finish(): Promise<number>;
  /** Stops writing: the stream is destroyed, and a store that writes whole objects keeps nothing. */
  abort(err: Error): void;
}

export async function openEventExportFile(out: Writable): Promise<EventExportFileStream> {
  const { ByteWriter, ParquetWriter, schemaFromColumnData } = await writerModule();
  const bytes = new ByteWriter();
  let pending: Uint8Array[] = [];
  // The writer calls flush() after each row group: what it holds goes out, and it starts again at 0.
  const flush = () => {
    if (bytes.index > 0) pending.push(new Uint8Array(bytes.buffer.slice(0, bytes.index)));
    bytes.index = 0;
  };
  Object.assign(bytes, { flush });
  // Storage's failure is kept and thrown by the next call: an 'error' event nobody listens to would end the process.
  let failed: Error | null = null;
  out.on("error", (err) => void (failed ??= err));
  const drain = async () => {
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) {
      if (failed) throw failed;
      if (!out.write(chunk)) await once(out, "drain");
    }
  };
  type ColumnData = Parameters<typeof schemaFromColumnData>[0]["columnData"];
  const schema = schemaFromColumnData({ columnData: eventExportColumnData([]) as ColumnData });
  const parquet = new ParquetWriter({ writer: bytes, schema, createdBy: "vitrine event export" });
  const untyped = (rows: EventExportRow[]) => eventExportColumnData(rows).map(({ type: _type, ...column }) => column) as ColumnData;
  return {
    async append(rows) {
      if (rows.length === 0) return;
      await parquet.write({ columnData: untyped(rows), rowGroupSize: rows.length });
      await drain();
    },
    async finish() {
      await parquet.finish();
      flush();
      await drain();
      out.end();
      await finished(out);
      return bytes.offset;
    },
    abort(err) {
      out.destroy(err);
    },
  };
}
