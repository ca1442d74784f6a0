import { z } from "zod";
import { isoDateTimeSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

/** Months an hourly file of the event export is kept before it is deleted. */
export const EVENT_EXPORT_RETENTION_MONTHS = 13;
/** Minutes after an hour ends before its file is written: an event stored at 59:59 is then committed. */
export const EVENT_EXPORT_GRACE_MINUTES = 2;

/**
 * The event export's columns, in file order: one list read by the writer, the warehouse setup's
 * table schema and the documentation, so the three cannot disagree. `parquet` is the physical type
 * written, `bigQuery` the column type the warehouse table declares.
 */
export const eventExportColumns = [
  {
    name: "event_id",
    parquet: "STRING",
    bigQuery: "STRING",
    nullable: false,
    description: "Unique per accepted event (a hash of brand, session and the client's id); the key to deduplicate on",
  },
  { name: "client_event_id", parquet: "STRING", bigQuery: "STRING", nullable: false, description: "The id the viewer gave the event within its session" },
  {
    name: "type",
    parquet: "STRING",
    bigQuery: "STRING",
    nullable: false,
    description: "The event type (session_start, product_card_open, …; the API reference lists them)",
  },
  {
    name: "occurred_at",
    parquet: "TIMESTAMP",
    bigQuery: "TIMESTAMP",
    nullable: false,
    description: "When it happened, by the visitor's clock (checked within minutes of the server's)",
  },
  {
    name: "received_at",
    parquet: "TIMESTAMP",
    bigQuery: "TIMESTAMP",
    nullable: false,
    description: "When the server stored it; the file's hour partition is this instant's UTC hour",
  },
  { name: "tenant_id", parquet: "STRING", bigQuery: "STRING", nullable: false, description: "The workspace" },
  { name: "brand_id", parquet: "STRING", bigQuery: "STRING", nullable: false, description: "The brand" },
  { name: "experience_id", parquet: "STRING", bigQuery: "STRING", nullable: false, description: "The experience viewed" },
  { name: "manifest_version", parquet: "INT32", bigQuery: "INT64", nullable: true, description: "The published version viewed" },
  { name: "placement_id", parquet: "STRING", bigQuery: "STRING", nullable: true, description: "The QR code scanned, when the visit came through one" },
  { name: "store_id", parquet: "STRING", bigQuery: "STRING", nullable: true, description: "The placement's store, when it has one" },
  {
    name: "experiment_arm",
    parquet: "STRING",
    bigQuery: "STRING",
    nullable: true,
    description: "The experiment arm shown (`<experimentId>.<armId>`), when an experiment ran",
  },
  { name: "session_id", parquet: "STRING", bigQuery: "STRING", nullable: false, description: "The visit (one page load of the viewer)" },
  {
    name: "visitor_key",
    parquet: "STRING",
    bigQuery: "STRING",
    nullable: true,
    description: "The anonymous visitor, hashed per brand (the viewer's own id is never exported); null when the browser kept none",
  },
  { name: "preview", parquet: "BOOLEAN", bigQuery: "BOOL", nullable: false, description: "Sent from a test link: never counted in the console's figures" },
  { name: "device", parquet: "STRING", bigQuery: "STRING", nullable: true, description: "Device class (phone, tablet, desktop, other); null for previews" },
  { name: "os", parquet: "STRING", bigQuery: "STRING", nullable: true, description: "Operating system class; null for previews" },
  { name: "browser", parquet: "STRING", bigQuery: "STRING", nullable: true, description: "Browser class; null for previews" },
  { name: "source", parquet: "STRING", bigQuery: "STRING", nullable: true, description: "How the visit came (qr, link, embed, other); null for previews" },
  {
    name: "visitor_class",
    parquet: "STRING",
    bigQuery: "STRING",
    nullable: true,
    description: "new or returning (seen in the last 30 days); null for previews",
  },
  {
    name: "data",
    parquet: "STRING",
    bigQuery: "STRING",
    nullable: false,
    description: "The event's own fields (product id, language, survey answers, …) as JSON text: read with JSON_VALUE(data, '$.productId')",
  },
] as const;
export type EventExportColumn = (typeof eventExportColumns)[number]["name"];

export const eventExportSettingsSchema = z.object({
  enabled: z.boolean().describe("Whether every accepted event is written to the hourly export files"),
  since: isoDateTimeSchema.nullable().describe("When the export was last switched on: events received from that hour on are exported"),
  retentionMonths: z.number().int().describe("Months each hourly file is kept"),
  layout: z
    .string()
    .describe(
      "Where the files are, under the workspace's storage: hive-style partitions by UTC date, brand and hour, one Parquet file per hour that had events",
    ),
});
export type EventExportSettings = z.infer<typeof eventExportSettingsSchema>;

export const updateEventExportSchema = z.object({ enabled: z.boolean() }).strict();
export type UpdateEventExport = z.input<typeof updateEventExportSchema>;

/**
 * The workspace's event export: every accepted analytics event, once, in hourly Parquet files
 * that a warehouse reads (`npm run admin -- warehouse-setup`). Off until an owner switches it on.
 */
export const eventExportRoutes = defineRoutes({
  getEventExport: {
    method: "get",
    path: "/v1/tenants/me/event-export",
    summary: "Whether the workspace writes its raw analytics events to hourly Parquet files, and where",
    access: "tenant.export",
    response: eventExportSettingsSchema,
  },
  updateEventExport: {
    method: "put",
    path: "/v1/tenants/me/event-export",
    summary: "Switch the event export on or off (events received from the hour it is switched on are exported)",
    access: "tenant.export",
    sensitive: true,
    body: updateEventExportSchema,
    response: eventExportSettingsSchema,
  },
});
