import { z } from "zod";
import { isoDateTimeSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

/** Months an hourly file of the event export is kept before it is deleted. */
export const EVENT_EXPORT_RETENTION_MONTHS = 13;
/** Minutes after an hour ends before its file is written: an event stored at 59:59 is then committed. */
export const EVENT_EXPORT_GRACE_MINUTES = 2;

/** Each kind of column as the Parquet files write it and the warehouse table declares it. */
const COLUMN_TYPES = {
  text: { parquet: "STRING", bigQuery: "STRING" },
  count: { parquet: "INT32", bigQuery: "INT64" },
  flag: { parquet: "BOOLEAN", bigQuery: "BOOL" },
  instant: { parquet: "TIMESTAMP", bigQuery: "TIMESTAMP" },
} as const;

const column = <const Name extends string, const Kind extends keyof typeof COLUMN_TYPES>(
  name: Name,
  kind: Kind,
  mode: "required" | "nullable",
  description: string,
) => ({ name, ...COLUMN_TYPES[kind], nullable: mode === "nullable", description });

/**
 * The event export's columns, in file order: one list read by the writer, the warehouse setup's
 * table schema and the documentation, so the three cannot disagree. `parquet` is the physical type
 * written, `bigQuery` the column type the warehouse table declares.
 */
export const eventExportColumns = [
  column("event_id", "text", "required", "Unique per accepted event (a hash of brand, session and the client's id); the key to deduplicate on"),
  column("client_event_id", "text", "required", "The id the viewer gave the event within its session"),
  column("type", "text", "required", "The event type (session_start, product_card_open, …; the API reference lists them)"),
  column("occurred_at", "instant", "required", "When it happened, by the visitor's clock (checked within minutes of the server's)"),
  column("received_at", "instant", "required", "When the server stored it; the file's hour partition is this instant's UTC hour"),
  column("tenant_id", "text", "required", "The workspace"),
  column("brand_id", "text", "required", "The brand"),
  column("experience_id", "text", "required", "The experience viewed"),
  column("manifest_version", "count", "nullable", "The published version viewed"),
  column("placement_id", "text", "nullable", "The QR code scanned, when the visit came through one"),
  column("store_id", "text", "nullable", "The placement's store, when it has one"),
  column("experiment_arm", "text", "nullable", "The experiment arm shown (`<experimentId>.<armId>`), when an experiment ran"),
  column("session_id", "text", "required", "The visit (one page load of the viewer)"),
  column("visitor_key", "text", "nullable", "The anonymous visitor, hashed per brand (the viewer's own id is never exported); null when the browser kept none"),
  column("preview", "flag", "required", "Sent from a test link: never counted in the console's figures"),
  column("device", "text", "nullable", "Device class (phone, tablet, desktop, other); null for previews"),
  column("os", "text", "nullable", "Operating system class; null for previews"),
  column("browser", "text", "nullable", "Browser class; null for previews"),
  column("source", "text", "nullable", "How the visit came (qr, link, embed, other); null for previews"),
  column("visitor_class", "text", "nullable", "new or returning (seen in the last 30 days); null for previews"),
  column(
    "data",
    "text",
    "required",
    "The event's own fields (product id, language, survey answers, …) as JSON text: read with JSON_VALUE(data, '$.productId')",
  ),
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
