import { createRequire } from "node:module";
import { usageError } from "./connect.mjs";

const require = createRequire(import.meta.url);

/**
 * `warehouse-setup <slug> [--dataset NAME] [--table NAME] [--location LOC] [--bucket NAME] [--dry-run]`:
 * the BigQuery table over the workspace's event export files (external, partitioned by the files'
 * date, brand and hour), and the SQL that gives the console's headline figures from it. With
 * `--dry-run` (always on the local stack) it prints what it would create and changes nothing.
 */
export async function run([slug], options, { workspaceBySlug, warehouse }) {
  const tenant = await workspaceBySlug(slug);
  const project = options.project ?? process.env.GCLOUD_PROJECT;
  const bucket = options.bucket ?? (project ? `${project}.firebasestorage.app` : null);
  if (!bucket) throw usageError("Name the bucket the functions write to: --bucket NAME");
  const dataset = options.dataset ?? "vitrine_events";
  const table = options.table ?? `events_${tenant.slug.replace(/[^a-z0-9]/g, "_")}`;
  const definition = warehouse.warehouseTableDefinition({ bucket, tenantId: tenant.id }, `Vitrine's analytics events of ${tenant.name}`);
  const sql = warehouse.headlineFiguresSql("bigquery", {
    table: `\`${project ?? "PROJECT"}.${dataset}.${table}\``,
    brandId: "BRAND_ID",
    timezone: "Europe/Paris",
  });
  if (options["dry-run"] || options.local) {
    console.log(`Would create ${dataset}.${table} over ${definition.externalDataConfiguration.sourceUris[0]}:\n${JSON.stringify(definition, null, 2)}`);
    console.log(`\nThe console's headline figures for one brand (replace BRAND_ID and the brand's time zone):\n${sql}`);
    return;
  }
  const { BigQuery } = require("@google-cloud/bigquery");
  const outcome = await warehouse.applyWarehouseTable(new BigQuery({ projectId: project }), { dataset, table, location: options.location, definition });
  console.log(`Dataset ${dataset} ${outcome.dataset}, table ${table} ${outcome.table}, over ${definition.externalDataConfiguration.sourceUris[0]}.`);
  console.log(`\nThe console's headline figures for one brand (replace BRAND_ID and the brand's time zone):\n${sql}`);
}
