import { expect } from "chai";
import { readFileSync } from "node:fs";
import { eventExportColumns } from "@vitrine/contract";
import { applyWarehouseTable, headlineFiguresSql, warehouseTableDefinition, type WarehouseClient } from "../../src/analytics/warehouse-table.js";

/** A BigQuery client that remembers what it was asked to do. */
function fakeClient(existing: { dataset: boolean; table: boolean }) {
  const calls: string[] = [];
  const client: WarehouseClient = {
    dataset: (id) => ({
      exists: async () => [existing.dataset],
      create: async (options) => void calls.push(`create dataset ${id} ${JSON.stringify(options)}`),
      table: (tableId) => ({
        exists: async () => [existing.table],
        setMetadata: async () => void calls.push(`update table ${id}.${tableId}`),
      }),
      createTable: async (tableId, metadata) => void calls.push(`create table ${id}.${tableId} ${Object.keys(metadata).join(",")}`),
    }),
  };
  return { client, calls };
}

describe("warehouse table over the event export", () => {
  const definition = warehouseTableDefinition({ bucket: "acme", tenantId: "t1" });

  it("reads the workspace's files as Parquet, partitioned by the folders' date, brand and hour", () => {
    const config = definition.externalDataConfiguration;
    expect(config.sourceFormat).to.equal("PARQUET");
    expect(config.sourceUris).to.deep.equal(["gs://acme/tenants/t1/event-exports/*"]);
    expect(config.hivePartitioningOptions.sourceUriPrefix).to.equal("gs://acme/tenants/t1/event-exports/{date:DATE}/{brand:STRING}/{hour:INTEGER}");
  });

  it("declares every column of the contract's list, in order, with its type and whether it may be null", () => {
    const fields = definition.externalDataConfiguration.schema.fields;
    expect(fields.map((f) => f.name)).to.deep.equal(eventExportColumns.map((c) => c.name));
    expect(fields.find((f) => f.name === "occurred_at")).to.include({ type: "TIMESTAMP", mode: "REQUIRED" });
    expect(fields.find((f) => f.name === "store_id")).to.include({ type: "STRING", mode: "NULLABLE" });
    expect(fields.every((f) => f.description.length > 5)).to.equal(true);
  });

  it("writes the headline figures' SQL per dialect, quoting what it is given", () => {
    const bigQuery = headlineFiguresSql("bigquery", { table: "`p.d.events`", brandId: "b'1", timezone: "Europe/Paris" });
    expect(bigQuery).to.include("DATE(occurred_at, 'Europe/Paris') AS day");
    expect(bigQuery).to.include("COUNTIF(type = 'session_start') AS sessions");
    expect(bigQuery).to.include("WHERE brand_id = 'b''1' AND NOT preview");
    const duck = headlineFiguresSql("duckdb", { table: "t", brandId: "b", timezone: "Asia/Tokyo" });
    expect(duck).to.include("count(*) FILTER (WHERE type = 'product_card_open') AS product_opens");
    expect(duck).to.include("json_extract_string(data, '$.productId')");
  });

  it("creates the dataset and the table the first time, and updates the table's definition after", async () => {
    const first = fakeClient({ dataset: false, table: false });
    expect(await applyWarehouseTable(first.client, { dataset: "vitrine_events", table: "events_acme", location: "EU", definition })).to.deep.equal({
      dataset: "created",
      table: "created",
    });
    expect(first.calls).to.deep.equal([
      'create dataset vitrine_events {"location":"EU"}',
      "create table vitrine_events.events_acme description,externalDataConfiguration",
    ]);
    const again = fakeClient({ dataset: true, table: true });
    expect(await applyWarehouseTable(again.client, { dataset: "vitrine_events", table: "events_acme", definition })).to.deep.equal({
      dataset: "kept",
      table: "updated",
    });
    expect(again.calls).to.deep.equal(["update table vitrine_events.events_acme"]);
  });

  it("is documented column by column in docs/event-export.md", () => {
    const doc = readFileSync(new URL("../../../docs/event-export.md", import.meta.url), "utf8");
    const missing = eventExportColumns.filter((c) => !doc.includes(`| \`${c.name}\` | ${c.parquet} | ${c.bigQuery} |`)).map((c) => c.name);
    expect(missing, "columns docs/event-export.md does not list as the contract declares them").to.deep.equal([]);
  });
});
