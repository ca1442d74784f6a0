import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { eventExportColumns } from "@vitrine/contract";
import { rollUpAnalytics } from "../../src/analytics/roll-up.js";
import { deleteExpiredEventExportFiles, exportDueEventHours } from "../../src/analytics/event-export.js";
import { eventExportFilePath, eventExportFolder, exportHourOf } from "../../src/analytics/event-export-rows.js";
import { blobStore } from "../../src/storage/blob-store.js";
import { headlineFiguresSql } from "../../src/analytics/warehouse-table.js";
import { deliveriesCol, eventExportCheckpointsCol, eventExportFilesCol } from "../../src/firestore/collections.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const HOUR = 3_600_000;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const octet = () => Math.floor(Math.random() * 254) + 1;

/** Runs SQL over Parquet bytes with DuckDB, as a data team's warehouse would read the file. */
async function sql<T extends Record<string, unknown>>(bytes: Uint8Array, query: (file: string) => string): Promise<T[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "event-export-"));
  try {
    // The hive folders as in the bucket, so the partition columns come from the path.
    const file = path.join(dir, "date=2026-01-01", "brand=b", "hour=00");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(file, { recursive: true });
    writeFileSync(path.join(file, "events.parquet"), bytes);
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(query(`read_parquet('${path.join(dir, "**", "*.parquet")}', hive_partitioning = true)`));
    const rows = reader.getRowObjectsJS() as T[];
    connection.closeSync();
    instance.closeSync();
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("Event export: every accepted event once, in hourly Parquet files a warehouse reads", function () {
  this.timeout(120_000);
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let placementId: string;
  let webhookId: string;
  const sent: string[] = [];

  before(async () => {
    ws = await createWorkspace("event-export");
    token = ws.users.owner.token;
    const api = async (method: string, url: string, json?: unknown) => {
      const res = await call(method, url, { token, json });
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
      return res.body;
    };
    experienceId = (await api("POST", `/v1/brands/${ws.brandId}/experiences`, { name: "Exported" })).id;
    placementId = (await api("POST", `/v1/brands/${ws.brandId}/placements`, { name: "Door", defaultExperienceId: experienceId })).id;
    webhookId = (await api("POST", "/v1/tenants/me/webhooks", { url: "https://hooks.example.com/vitrine", events: ["analytics.hourly_exported"] })).webhook.id;
  });

  after(async () => {
    await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: false } });
    await call("DELETE", `/v1/brands/${ws.brandId}`, { token });
  });

  it("is off until an owner switches it on; admins read and change nothing", async () => {
    const initial = await call("GET", "/v1/tenants/me/event-export", { token });
    expect(initial.status, initial.text).to.equal(200);
    expect(initial.body).to.include({ enabled: false, since: null, retentionMonths: 13 });
    // Conditional: a stale ETag is refused, the current one goes through (it was a 500).
    const stale = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: false }, headers: { "If-Match": '"stale"' } });
    expect(stale.status, stale.text).to.equal(412);
    const etag = initial.headers.get("ETag")!;
    const current = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: false }, headers: { "If-Match": etag } });
    expect(current.status, current.text).to.equal(200);
    const admin = await call("PUT", "/v1/tenants/me/event-export", { token: ws.users.admin.token, json: { enabled: true } });
    expect(admin.status, admin.text).to.equal(403);
    const bad = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: "yes" } });
    expect(bad.status, bad.text).to.equal(400);
    const on = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: true } });
    expect(on.status, on.text).to.equal(200);
    expect(on.body.enabled).to.equal(true);
    expect(Date.parse(on.body.since)).to.be.closeTo(Date.now(), 60_000);
    // Switching on again keeps when it started.
    const again = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: true } });
    expect(again.body.since).to.equal(on.body.since);
  });

  it("writes each accepted event once, survives a crash between the file and its checkpoint, and agrees with the console", async () => {
    const now = Date.now();
    const sessions = ["s1", "s2", "s3"];
    for (const [i, session] of sessions.entries()) {
      const preview = session === "s3";
      const events = [
        { type: "session_start", data: { language: "en" } },
        { type: "product_card_open", data: { productId: "p1" } },
        { type: "product_link_out", data: { productId: "p1" } },
      ].map((e, seq) => ({
        id: `${session}.${seq}`,
        type: e.type,
        at: new Date(now - (i + 1) * 60_000 + seq * 1000).toISOString(),
        sessionId: `ee-${session}-${ws.brandId}`,
        visitorId: `visitor-${session}`,
        brandId: ws.brandId,
        experienceId,
        placementId,
        version: 1,
        source: "qr",
        ...(preview && { preview: true }),
        data: e.data,
      }));
      const headers = { "User-Agent": IPHONE, "X-Forwarded-For": `198.18.${octet()}.${octet()}` };
      const res = await call("POST", "/v1/public/events", { json: { events }, headers });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.accepted).to.equal(events.length);
      // The same batch again: duplicates, never stored (nor exported) twice.
      const again = await call("POST", "/v1/public/events", { json: { events }, headers });
      expect(again.body).to.include({ accepted: 0, duplicates: events.length });
      sent.push(...events.map((e) => e.id));
    }

    // Nothing while the hour is still open.
    const early = await exportDueEventHours(Date.now());
    expect(early.files).to.equal(0);

    // The hour has ended: a run crashes after writing the file, before its checkpoint.
    const later = Date.now() + HOUR + 5 * 60_000;
    const hour = exportHourOf(Date.now());
    let crashed = false;
    try {
      await exportDueEventHours(later, {
        afterFileWritten: () => {
          throw new Error("crash");
        },
      });
    } catch (err) {
      crashed = (err as Error).message === "crash";
    }
    expect(crashed).to.equal(true);
    expect((await eventExportCheckpointsCol(ws.brandId).doc("hourly").get()).exists).to.equal(false);

    // Two runs at once after it: the hour is written again under the same name, and counted once.
    // Row groups of 4 events: the file is streamed in several, as a busy hour's is.
    const [first, second] = await Promise.all([exportDueEventHours(later, { rowGroupRows: 4 }), exportDueEventHours(later, { rowGroupRows: 4 })]);
    expect(first.files + second.files).to.equal(1);
    expect(first.rows + second.rows).to.equal(sent.length);
    const checkpoint = await eventExportCheckpointsCol(ws.brandId).doc("hourly").get();
    expect(checkpoint.get("nextHour").toMillis()).to.be.greaterThan(hour.start);
    // And once more: nothing left to write.
    expect((await exportDueEventHours(later)).files).to.equal(0);

    const records = await eventExportFilesCol(ws.brandId).get();
    expect(records.docs.map((d) => d.id)).to.deep.equal([hour.id]);
    const record = records.docs[0]!;
    expect(record.get("path")).to.equal(eventExportFilePath(ws.brandId, hour));
    expect(record.get("rows")).to.equal(sent.length);
    const key = `${eventExportFolder(ws.tenantId)}${record.get("path")}`;
    const bytes = await blobStore().read(key);
    expect(Buffer.from(bytes.subarray(0, 4)).toString()).to.equal("PAR1");

    // The file as a warehouse reads it: every event once, the documented columns, no raw visitor id.
    const [totals] = await sql<{ rows: bigint; ids: bigint; sessions: bigint; previews: bigint }>(
      bytes,
      (file) =>
        `select count(*) as rows, count(distinct event_id) as ids, count(*) filter (where type = 'session_start' and not preview) as sessions, count(*) filter (where preview) as previews from ${file}`,
    );
    expect(Number(totals!.rows)).to.equal(sent.length);
    expect(Number(totals!.ids)).to.equal(sent.length);
    expect(Number(totals!.previews)).to.equal(3);
    const [groups] = await sql<{ n: bigint }>(
      bytes,
      (file) => `select count(distinct row_group_id) as n from parquet_metadata(${file.replace(/^read_parquet\(('[^']+')[^)]*\)$/, "$1")})`,
    );
    expect(Number(groups!.n)).to.equal(Math.ceil(sent.length / 4));
    const columns = await sql<{ column_name: string }>(bytes, (file) => `select column_name from (describe select * from ${file})`);
    expect(columns.map((c) => c.column_name).slice(0, eventExportColumns.length)).to.deep.equal(eventExportColumns.map((c) => c.name));
    const sample = await sql<Record<string, unknown>>(bytes, (file) => `select * from ${file} where client_event_id = 's1.0'`);
    expect(sample[0]).to.include({
      type: "session_start",
      brand_id: ws.brandId,
      tenant_id: ws.tenantId,
      placement_id: placementId,
      device: "phone",
      os: "ios",
      source: "qr",
      preview: false,
    });
    expect(JSON.stringify(sample[0], (_, v) => (typeof v === "bigint" ? String(v) : v))).to.not.include("visitor-s1");
    expect(JSON.parse(String(sample[0]!.data))).to.deep.equal({ language: "en" });

    // The console's figure for the same events is the SQL's.
    for (let i = 0; i < 10 && (await rollUpAnalytics(Date.now(), { budgetMs: 30_000 })).more; i += 1);
    const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
    const range = `from=${dayOf(now - 24 * HOUR)}&to=${dayOf(now + 24 * HOUR)}`;
    const report = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?${range}`, { token });
    expect(report.status, report.text).to.equal(200);
    expect(report.body.totals.sessions).to.equal(Number(totals!.sessions));
    // The README's SQL for the headline figures, day by day on the brand's clock, as DuckDB runs it.
    const figures = await sql<{ day: Date | string; sessions: bigint; product_opens: bigint; link_outs: bigint; ar_launches: bigint }>(bytes, (file) =>
      headlineFiguresSql("duckdb", { table: file, brandId: ws.brandId, timezone: report.body.timezone }),
    );
    const consoleFigures = (report.body.series as Array<{ day: string; sessions: number; productOpens: number; linkOuts: number; arLaunches: number }>)
      .filter((point) => point.sessions + point.productOpens + point.linkOuts + point.arLaunches > 0)
      .map((point) => ({ day: point.day, sessions: point.sessions, productOpens: point.productOpens, linkOuts: point.linkOuts, arLaunches: point.arLaunches }));
    expect(
      figures.map((f) => ({
        day: f.day instanceof Date ? f.day.toISOString().slice(0, 10) : String(f.day),
        sessions: Number(f.sessions),
        productOpens: Number(f.product_opens),
        linkOuts: Number(f.link_outs),
        arLaunches: Number(f.ar_launches),
      })),
    ).to.deep.equal(consoleFigures);
    expect(consoleFigures.reduce((n, point) => n + point.sessions, 0)).to.equal(2);

    // The workspace's endpoint heard of the file.
    const deliveries = await deliveriesCol(ws.tenantId, webhookId).where("event", "==", "analytics.hourly_exported").get();
    expect(deliveries.size).to.equal(1);
    expect(JSON.parse(deliveries.docs[0]!.get("body")).data).to.deep.equal({
      brandId: ws.brandId,
      hour: hour.id,
      files: [{ path: record.get("path"), rows: sent.length }],
    });
  });

  it("writes a busy hour in parts, each recorded with its checkpoint, and a crash between parts neither repeats nor skips an event", async () => {
    const busy = await createWorkspace("event-export-busy");
    const busyToken = busy.users.owner.token;
    try {
      const created = await call("POST", `/v1/brands/${busy.brandId}/experiences`, { token: busyToken, json: { name: "Busy" } });
      expect(created.status, created.text).to.equal(201);
      expect((await call("PUT", "/v1/tenants/me/event-export", { token: busyToken, json: { enabled: true } })).status).to.equal(200);
      const events = Array.from({ length: 9 }, (_, seq) => ({
        id: `busy.${seq}`,
        type: seq === 0 ? "session_start" : "object_tap",
        at: new Date(Date.now() - 60_000 + seq * 1000).toISOString(),
        sessionId: `busy-${busy.brandId}`,
        visitorId: "visitor-busy",
        brandId: busy.brandId,
        experienceId: created.body.id,
        version: 1,
        data: seq === 0 ? { language: "en" } : { objectId: `o${seq}` },
      }));
      const res = await call("POST", "/v1/public/events", {
        json: { events },
        headers: { "User-Agent": IPHONE, "X-Forwarded-For": `198.18.${octet()}.${octet()}` },
      });
      expect(res.body.accepted, res.text).to.equal(9);

      // Parts of 4 events: the run crashes after writing the second part, before recording it.
      const later = Date.now() + HOUR + 5 * 60_000;
      const hour = exportHourOf(Date.now());
      const sizes = { partRows: 4, rowGroupRows: 2, brandIds: [busy.brandId] };
      let files = 0;
      const crash = await exportDueEventHours(later, {
        ...sizes,
        afterFileWritten: () => {
          files += 1;
          if (files === 2) throw new Error("crash");
        },
      }).catch((err: Error) => err);
      expect(crash).to.be.an("error").with.property("message", "crash");
      expect((await eventExportFilesCol(busy.brandId).get()).docs.map((d) => d.id)).to.deep.equal([hour.id]);
      expect((await eventExportCheckpointsCol(busy.brandId).doc("hourly").get()).data()).to.include({ part: 1 });

      // The next run starts at the second part again and finishes the hour.
      const run = await exportDueEventHours(later, sizes);
      expect(run).to.include({ files: 2, rows: 5, hours: 1 });
      const records = (await eventExportFilesCol(busy.brandId).get()).docs;
      expect(records.map((d) => [d.id, d.get("part"), d.get("rows"), d.get("path")])).to.deep.equal([
        [hour.id, 0, 4, eventExportFilePath(busy.brandId, hour)],
        [`${hour.id}.1`, 1, 4, eventExportFilePath(busy.brandId, hour, 1)],
        [`${hour.id}.2`, 2, 1, eventExportFilePath(busy.brandId, hour, 2)],
      ]);
      expect(eventExportFilePath(busy.brandId, hour, 2)).to.match(/\/hour=\d\d\/events-2\.parquet$/);
      expect((await exportDueEventHours(later, sizes)).files).to.equal(0);

      // The hour's folder as a warehouse reads it: every event once, in the order received.
      const ids: string[] = [];
      for (const record of records) {
        const bytes = await blobStore().read(`${eventExportFolder(busy.tenantId)}${record.get("path")}`);
        const rows = await sql<{ client_event_id: string }>(bytes, (file) => `select client_event_id from ${file} order by received_at, event_id`);
        ids.push(...rows.map((r) => r.client_event_id));
      }
      expect([...ids].sort()).to.deep.equal(events.map((e) => e.id).sort());
    } finally {
      await call("PUT", "/v1/tenants/me/event-export", { token: busyToken, json: { enabled: false } });
    }
  });

  it("deletes files after their retention, and writes nothing once switched off", async () => {
    const records = await eventExportFilesCol(ws.brandId).get();
    const key = `${eventExportFolder(ws.tenantId)}${records.docs[0]!.get("path")}`;
    expect(await deleteExpiredEventExportFiles(Date.now())).to.equal(0);
    expect(await blobStore().stat(key)).to.not.equal(null);
    await deleteExpiredEventExportFiles(Date.now() + 14 * 31 * 24 * HOUR);
    expect(await blobStore().stat(key)).to.equal(null);
    expect((await eventExportFilesCol(ws.brandId).get()).size).to.equal(0);

    const off = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: false } });
    expect(off.body.enabled).to.equal(false);
    const res = await call("POST", "/v1/public/events", {
      json: {
        events: [
          {
            id: "off.0",
            type: "session_start",
            at: new Date().toISOString(),
            sessionId: `ee-off-${ws.brandId}`,
            visitorId: null,
            brandId: ws.brandId,
            experienceId,
            placementId,
            version: 1,
            data: { language: "en" },
          },
        ],
      },
      headers: { "User-Agent": IPHONE, "X-Forwarded-For": `198.18.${octet()}.${octet()}` },
    });
    expect(res.status, res.text).to.equal(200);
    const run = await exportDueEventHours(Date.now() + 3 * HOUR);
    expect(run.files).to.equal(0);
  });
});
