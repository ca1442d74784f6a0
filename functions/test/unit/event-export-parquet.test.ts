import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { DuckDBInstance } from "@duckdb/node-api";
import { openEventExportFile } from "../../src/analytics/event-export-parquet.js";
import { eventExportRow, type EventExportRow } from "../../src/analytics/event-export-rows.js";

const rowsOf = (from: number, count: number): EventExportRow[] =>
  Array.from({ length: count }, (_, i) =>
    eventExportRow("t1", `e${String(from + i).padStart(4, "0")}`, {
      brandId: "b1",
      type: "session_start",
      at: new Date(Date.UTC(2026, 2, 1, 9, 0, from + i)),
      receivedAt: new Date(Date.UTC(2026, 2, 1, 9, 0, from + i)),
      experienceId: "x1",
      sessionId: `s${from + i}`,
      visitorId: "v1",
      data: { language: "en" },
    }),
  );

/** A stream that keeps what it is given, and when. */
function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      setImmediate(callback);
    },
  });
  return { out, chunks };
}

async function readParquet(bytes: Buffer): Promise<{ ids: string[]; groups: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "event-export-parquet-"));
  try {
    const file = path.join(dir, "events.parquet");
    writeFileSync(file, bytes);
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    const ids = (await connection.runAndReadAll(`select event_id from read_parquet('${file}') order by received_at, event_id`)).getRowObjectsJS();
    const groups = (await connection.runAndReadAll(`select count(distinct row_group_id) as n from parquet_metadata('${file}')`)).getRowObjectsJS();
    connection.closeSync();
    instance.closeSync();
    return { ids: ids.map((r) => String(r.event_id)), groups: Number(groups[0]!.n) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("event export: an hour streamed into Parquet a row group at a time", () => {
  it("hands each row group to storage before the next is given, and the file reads back whole", async () => {
    const { out, chunks } = sink();
    const file = await openEventExportFile(out);
    await file.append(rowsOf(0, 500));
    const afterFirst = chunks.length;
    expect(afterFirst, "bytes sent after the first group, before the file ends").to.be.greaterThan(0);
    await file.append(rowsOf(500, 500));
    expect(chunks.length).to.be.greaterThan(afterFirst);
    await file.append([]);
    await file.append(rowsOf(1000, 7));
    const size = await file.finish();
    const bytes = Buffer.concat(chunks);
    expect(size).to.equal(bytes.length);
    expect(bytes.subarray(0, 4).toString()).to.equal("PAR1");
    const read = await readParquet(bytes);
    expect(read.groups).to.equal(3);
    expect(read.ids).to.deep.equal(rowsOf(0, 1007).map((r) => r.event_id));
  });

  it("waits while storage is full, and an aborted file destroys its stream", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const out = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        void held.then(() => callback());
      },
    });
    const file = await openEventExportFile(out);
    let appended = false;
    const append = file.append(rowsOf(0, 200)).then(() => (appended = true));
    for (let turn = 0; turn < 10; turn += 1) await new Promise((r) => setImmediate(r));
    expect(appended, "append returned while storage had not taken the bytes").to.equal(false);
    release();
    await append;
    file.abort(new Error("stopped"));
    expect(out.destroyed).to.equal(true);
  });
});
