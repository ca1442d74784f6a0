import { eventExportColumns } from "@vitrine/contract";
import { eventExportFolder } from "./event-export-rows.js";

/**
 * The warehouse's side of the event export: the BigQuery table over a workspace's hourly files, and
 * the SQL for the console's headline figures. Both are read from the contract's one list of
 * columns. `npm run admin -- warehouse-setup` creates the table; the README shows the SQL.
 */

export interface WarehouseTarget {
  /** The Cloud Storage bucket the functions write to (the project's default bucket). */
  bucket: string;
  tenantId: string;
}

/** The files' prefix as a `gs://` address. */
export const eventExportUri = ({ bucket, tenantId }: WarehouseTarget) => `gs://${bucket}/${eventExportFolder(tenantId)}`;

/**
 * The table's definition (BigQuery's `Table` resource, the parts one sets): an external table over
 * the Parquet files, partitioned by the folders' date, brand and hour, so a query filtered on them
 * reads only the files it needs. External, not loaded: a new hour's file is in the table as soon as
 * it is written, and nothing is stored twice.
 */
export function warehouseTableDefinition(target: WarehouseTarget, description = "Vitrine's analytics events, one row per accepted event") {
  const prefix = eventExportUri(target);
  return {
    description,
    externalDataConfiguration: {
      sourceFormat: "PARQUET",
      sourceUris: [`${prefix}*`],
      hivePartitioningOptions: {
        mode: "CUSTOM",
        sourceUriPrefix: `${prefix}{date:DATE}/{brand:STRING}/{hour:INTEGER}`,
        requirePartitionFilter: false,
      },
      schema: {
        fields: eventExportColumns.map((column) => ({
          name: column.name,
          type: column.bigQuery,
          mode: column.nullable ? "NULLABLE" : "REQUIRED",
          description: column.description,
        })),
      },
    },
  };
}

export type SqlDialect = "bigquery" | "duckdb";

/**
 * The console's headline figures for one brand, per day on the brand's clock, from the raw
 * events: what the analytics screen's daily chart shows (sessions, product opens, link-outs, AR
 * launches; test-link visits left out, as the console leaves them out). `table` is the table's
 * name in the dialect (`project.dataset.events` quoted for BigQuery; a `read_parquet(…)` in DuckDB).
 */
export function headlineFiguresSql(dialect: SqlDialect, { table, brandId, timezone }: { table: string; brandId: string; timezone: string }): string {
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const day = dialect === "bigquery" ? `DATE(occurred_at, ${literal(timezone)})` : `CAST(timezone(${literal(timezone)}, occurred_at) AS DATE)`;
  const productId = dialect === "bigquery" ? "JSON_VALUE(data, '$.productId')" : "json_extract_string(data, '$.productId')";
  const countIf = (condition: string) => (dialect === "bigquery" ? `COUNTIF(${condition})` : `count(*) FILTER (WHERE ${condition})`);
  return [
    `SELECT ${day} AS day,`,
    `  ${countIf("type = 'session_start'")} AS sessions,`,
    `  ${countIf("type = 'product_card_open'")} AS product_opens,`,
    `  ${countIf("type = 'product_link_out'")} AS link_outs,`,
    `  ${countIf(`type = 'ar_launch' AND ${productId} IS NOT NULL`)} AS ar_launches`,
    `FROM ${table}`,
    `WHERE brand_id = ${literal(brandId)} AND NOT preview`,
    `GROUP BY day`,
    `ORDER BY day`,
  ].join("\n");
}

/** The parts of `@google-cloud/bigquery`'s client the setup uses (the operator's command passes the real one). */
export interface WarehouseClient {
  dataset(id: string): {
    exists(): Promise<[boolean]>;
    create(options: { location?: string }): Promise<unknown>;
    table(id: string): { exists(): Promise<[boolean]>; setMetadata(metadata: object): Promise<unknown> };
    createTable(id: string, metadata: object): Promise<unknown>;
  };
}

/**
 * Creates the dataset when missing, then the table, or brings an existing table's definition up to
 * date (a new column in the contract reaches the warehouse by running the setup again).
 */
export async function applyWarehouseTable(
  client: WarehouseClient,
  { dataset: datasetId, table: tableId, location, definition }: { dataset: string; table: string; location?: string; definition: object },
): Promise<{ dataset: "created" | "kept"; table: "created" | "updated" }> {
  const dataset = client.dataset(datasetId);
  const [datasetExists] = await dataset.exists();
  if (!datasetExists) await dataset.create(location ? { location } : {});
  const table = dataset.table(tableId);
  const [tableExists] = await table.exists();
  if (tableExists) await table.setMetadata(definition);
  else await dataset.createTable(tableId, definition);
  return { dataset: datasetExists ? "kept" : "created", table: tableExists ? "updated" : "created" };
}
