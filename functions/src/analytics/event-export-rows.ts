import { eventExportColumns, type EventExportColumn } from "@vitrine/contract";
import { visitorKey } from "./visitor-classes.js";

const HOUR_MS = 3_600_000;

/** One row of the event export, by the contract's columns. */
export type EventExportRow = { [K in EventExportColumn]: string | number | boolean | Date | null };

/** An hour of UTC time: the instant it starts, and how the files and checkpoints name it. */
export interface ExportHour {
  start: number;
  /** `YYYY-MM-DDTHH`, the checkpoint's and the webhook's name for it. */
  id: string;
  date: string;
  hour: string;
}

export function exportHourOf(instant: number): ExportHour {
  const start = Math.floor(instant / HOUR_MS) * HOUR_MS;
  const iso = new Date(start).toISOString();
  return { start, id: iso.slice(0, 13), date: iso.slice(0, 10), hour: iso.slice(11, 13) };
}

export const nextExportHour = (hour: ExportHour): ExportHour => exportHourOf(hour.start + HOUR_MS);

/** The workspace's folder of hourly files, under its own storage prefix (deleted with it by the purge). */
export const eventExportFolder = (tenantId: string) => `tenants/${tenantId}/event-exports/`;

/**
 * Where one brand's hour goes, relative to the workspace's folder: hive-style partitions (`date=`,
 * `brand=`, `hour=`) that BigQuery and DuckDB read as columns. One name per hour, brand and part
 * (a busy hour is written in parts), so a rerun overwrites the file it wrote before instead of
 * adding a second one.
 */
export const eventExportFilePath = (brandId: string, hour: ExportHour, part = 0) =>
  `date=${hour.date}/brand=${brandId}/hour=${hour.hour}/events${part === 0 ? "" : `-${part}`}.parquet`;

/** A path `eventExportFilePath` makes; the match's first group is the brand. What the workspace archive's readers trust. */
export const EVENT_EXPORT_FILE_PATH = /^date=\d{4}-\d{2}-\d{2}\/brand=([A-Za-z0-9_-]+)\/hour=\d{2}\/events(?:-[1-9]\d*)?\.parquet$/;

const millisOf = (value: unknown): number | null => {
  if (value && typeof value === "object" && "toMillis" in value && typeof value.toMillis === "function") return value.toMillis() as number;
  if (value instanceof Date) return value.getTime();
  return null;
};
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * A stored raw event (`brands/{b}/analyticsEvents/{id}`) as a row. The viewer's own visitor id is
 * never exported, only its per-brand hash; the user agent was never stored.
 */
export function eventExportRow(tenantId: string, id: string, event: Record<string, unknown>): EventExportRow {
  const brandId = String(event.brandId);
  const classes = (event.classes ?? null) as Record<string, unknown> | null;
  const at = millisOf(event.at);
  const received = millisOf(event.receivedAt);
  const row: EventExportRow = {
    event_id: id,
    client_event_id: String(event.eventId ?? ""),
    type: String(event.type ?? ""),
    occurred_at: at === null ? null : new Date(at),
    received_at: received === null ? null : new Date(received),
    tenant_id: tenantId,
    brand_id: brandId,
    experience_id: String(event.experienceId ?? ""),
    manifest_version: typeof event.version === "number" && Number.isInteger(event.version) ? event.version : null,
    placement_id: text(event.placementId),
    store_id: text(event.storeId),
    experiment_arm: text(event.arm),
    session_id: String(event.sessionId ?? ""),
    visitor_key: text(event.visitorId) ? visitorKey(brandId, event.visitorId as string) : null,
    preview: event.preview === true,
    device: text(classes?.device),
    os: text(classes?.os),
    browser: text(classes?.browser),
    source: text(classes?.source),
    visitor_class: text(classes?.visitor),
    data: JSON.stringify(event.data ?? {}),
  };
  return row;
}

/** The rows as the Parquet writer's columns, in the contract's order and types. */
export function eventExportColumnData(rows: EventExportRow[]) {
  return eventExportColumns.map((column) => ({
    name: column.name,
    type: column.parquet,
    nullable: column.nullable,
    data: rows.map((row) => row[column.name]),
  }));
}
