import { FieldPath, FieldValue, Timestamp, type DocumentData, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { EVENT_EXPORT_GRACE_MINUTES, EVENT_EXPORT_RETENTION_MONTHS, type EventExportSettings, type UpdateEventExport } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound } from "../errors.js";
import { toIso } from "../firestore/values.js";
import type { IfMatch } from "../conditional.js";
import { blobStore } from "../storage/blob-store.js";
import { notifyWebhooks } from "../webhooks/index.js";
import { brandsCol, collectionGroup, eventExportCheckpointsCol, eventExportFilesCol, eventsCol, tenantsCol } from "../firestore/collections.js";
import {
  eventExportFilePath,
  eventExportFolder,
  eventExportRow,
  exportHourOf,
  nextExportHour,
  type EventExportRow,
  type ExportHour,
} from "./event-export-rows.js";
import { EVENT_EXPORT_ROW_GROUP_ROWS, openEventExportFile, type EventExportFileStream } from "./event-export-parquet.js";

/**
 * The event export: every accepted analytics event, once, in hourly Parquet files that the
 * company's warehouse reads. A brand's files are written hour after hour by the scheduled job, in
 * the order the events were received (an event's `receivedAt` decides its hour, so an hour is
 * complete as soon as it has ended and no late event can change a file already written).
 *
 * Exactly once: a brand's checkpoint names the next hour to write. The job writes that hour's file
 * under a name fixed by the hour, then moves the checkpoint on in a transaction that first checks
 * it still names that hour. A crash between the two leaves the checkpoint where it was, and the next
 * run writes the same file again over the first (same events, same name: no duplicate, no gap);
 * two overlapping runs write the same file and only one moves the checkpoint.
 */

const HOUR_MS = 3_600_000;
const GRACE_MS = EVENT_EXPORT_GRACE_MINUTES * 60_000;
/** Events read per query while gathering an hour. */
const PAGE = 2_000;
/**
 * Events per file. A run has 240 s; reading and encoding a million events takes well under that,
 * so an hour busier than this is written as several files (`events.parquet`, `events-1.parquet`, …),
 * each recorded with its checkpoint before the next is started.
 */
export const EVENT_EXPORT_PART_ROWS = 500_000;
const CHECKPOINT = "hourly";

interface StoredEventExport {
  enabled?: boolean;
  since?: Timestamp | null;
}

const settingsOf = (stored: StoredEventExport | undefined): EventExportSettings => ({
  enabled: stored?.enabled === true,
  since: stored?.since ? toIso(stored.since) : null,
  retentionMonths: EVENT_EXPORT_RETENTION_MONTHS,
  layout: "event-exports/date=YYYY-MM-DD/brand={brandId}/hour=HH/events.parquet",
});

export async function getEventExportSettings(tenantId: string): Promise<EventExportSettings> {
  const snap = await tenantsCol().doc(tenantId).get();
  if (!snap.exists) throw notFound("Workspace");
  return settingsOf(snap.get("settings.eventExport") as StoredEventExport | undefined);
}

/** Switching it on (again) starts the export at the current hour: hours while it was off stay unexported. */
export async function updateEventExportSettings(tenantId: string, input: UpdateEventExport, ifMatch?: IfMatch, now = Date.now()): Promise<EventExportSettings> {
  const ref = tenantsCol().doc(tenantId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Workspace");
    const current = (snap.get("settings.eventExport") as StoredEventExport | undefined) ?? {};
    await ifMatch?.assert(async () => settingsOf(current));
    if ((current.enabled === true) === input.enabled) return settingsOf(current);
    const next: StoredEventExport = { enabled: input.enabled, since: input.enabled ? Timestamp.fromMillis(now) : (current.since ?? null) };
    tx.update(ref, { "settings.eventExport": next, updatedAt: FieldValue.serverTimestamp() });
    return settingsOf(next);
  });
}

/** Where a part of an hour ended: the last event it holds, in the export's order. */
interface PartCursor {
  receivedAt: Timestamp;
  id: string;
}

/**
 * The hour's events after `after`, in the order they were received (a fixed order, so a part
 * written again is the same part), a query page at a time, `limit` at most.
 */
async function* eventPagesOfHour(
  tenantId: string,
  brandId: string,
  hour: ExportHour,
  after: PartCursor | null,
  limit: number,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let cursor: QueryDocumentSnapshot | PartCursor | null = after;
  for (let left = limit; left > 0;) {
    let query = eventsCol(brandId)
      .where("receivedAt", ">=", Timestamp.fromMillis(hour.start))
      .where("receivedAt", "<", Timestamp.fromMillis(hour.start + HOUR_MS))
      .orderBy("receivedAt")
      .orderBy(FieldPath.documentId())
      .limit(Math.min(PAGE, left));
    if (cursor) query = "ref" in cursor ? query.startAfter(cursor) : query.startAfter(cursor.receivedAt, cursor.id);
    const page = await query.get();
    if (page.size > 0) yield page.docs;
    if (page.size < Math.min(PAGE, left)) return;
    left -= page.size;
    cursor = page.docs[page.docs.length - 1]!;
  }
}

interface WrittenPart {
  path: string;
  rows: number;
  bytes: number;
  /** Its last event, where the next part starts. */
  last: PartCursor;
  /** The hour has events after this part. */
  more: boolean;
}

/**
 * Streams up to `partRows` of the hour's events after `after` into the part's file, a row group
 * of up to `rowGroupRows` at a time (never the whole hour in memory); no file when there is no
 * event. The file appears whole or not at all.
 */
async function writeHourPart(
  tenantId: string,
  brandId: string,
  hour: ExportHour,
  part: number,
  after: PartCursor | null,
  sizes: { partRows: number; rowGroupRows: number },
): Promise<WrittenPart | null> {
  const path = eventExportFilePath(brandId, hour, part);
  let file: EventExportFileStream | null = null;
  const group: EventExportRow[] = [];
  let rows = 0;
  let last: QueryDocumentSnapshot | null = null;
  try {
    for await (const page of eventPagesOfHour(tenantId, brandId, hour, after, sizes.partRows)) {
      file ??= await openEventExportFile(blobStore().createWriteStream(`${eventExportFolder(tenantId)}${path}`, "application/vnd.apache.parquet"));
      group.push(...page.map((doc) => eventExportRow(tenantId, doc.id, doc.data())));
      rows += page.length;
      last = page[page.length - 1]!;
      while (group.length >= sizes.rowGroupRows) await file.append(group.splice(0, sizes.rowGroupRows));
    }
    if (!file || !last) return null;
    await file.append(group);
    const bytes = await file.finish();
    const cursor = { receivedAt: last.get("receivedAt") as Timestamp, id: last.id };
    let more = false;
    if (rows === sizes.partRows) for await (const _ of eventPagesOfHour(tenantId, brandId, hour, cursor, 1)) more = true;
    return { path, rows, bytes, last: cursor, more };
  } catch (err) {
    file?.abort(err as Error);
    throw err;
  }
}

export interface EventExportRunOptions {
  /** When the run stops starting new hours (the job's time limit). */
  budgetMs?: number;
  /** Called between a file's write and its checkpoint: tests stop a run there, as a crash would. */
  afterFileWritten?: (file: { tenantId: string; brandId: string; hour: string }) => Promise<void> | void;
  /** Rows per row group (tests make files of several groups from a few events). */
  rowGroupRows?: number;
  /** Events per file (tests make an hour of several parts from a few events). */
  partRows?: number;
  /** Only these brands (the ingest benchmark exports its own brand, ahead of the clock, and no other). */
  brandIds?: readonly string[];
}

export interface EventExportRunResult {
  updated: number;
  hours: number;
  files: number;
  rows: number;
  /** The run stopped on its budget with hours still due. */
  more: boolean;
}

/** A brand's checkpoint: the next hour to write, and within it the next part and where it starts. */
interface Checkpoint {
  nextHour: number | null;
  part: number;
  after: PartCursor | null;
}

const checkpointOf = (data: DocumentData | undefined): Checkpoint => ({
  nextHour: (data?.nextHour as Timestamp | undefined)?.toMillis() ?? null,
  part: typeof data?.part === "number" ? data.part : 0,
  after: data?.after ? { receivedAt: data.after.receivedAt as Timestamp, id: String(data.after.id) } : null,
});

/**
 * Writes one brand's due hours, oldest first, each in parts of at most `partRows` events (one
 * file for a usual hour); false when the budget ran out first. A part is one file, whose
 * checkpoint moves on in the transaction that records it: a busy hour is written over several
 * runs, never started again from its beginning.
 */
async function exportBrand(
  tenantId: string,
  brandId: string,
  since: number,
  now: number,
  deadline: number,
  result: EventExportRunResult,
  options: EventExportRunOptions,
): Promise<boolean> {
  const checkpointRef = eventExportCheckpointsCol(brandId).doc(CHECKPOINT);
  let expected = checkpointOf((await checkpointRef.get()).data());
  let hour = exportHourOf(Math.max(expected.nextHour ?? 0, since));
  // Switched off and on again since: the hour it stopped in is left, so is where it stood in it.
  let part = expected.nextHour === hour.start ? expected.part : 0;
  let after = expected.nextHour === hour.start ? expected.after : null;
  const sizes = { partRows: options.partRows ?? EVENT_EXPORT_PART_ROWS, rowGroupRows: options.rowGroupRows ?? EVENT_EXPORT_ROW_GROUP_ROWS };
  while (hour.start + HOUR_MS + GRACE_MS <= now) {
    if (Date.now() >= deadline) return false;
    const written = await writeHourPart(tenantId, brandId, hour, part, after, sizes);
    if (written) await options.afterFileWritten?.({ tenantId, brandId, hour: hour.id });
    const next: Checkpoint = written?.more
      ? { nextHour: hour.start, part: part + 1, after: written.last }
      : { nextHour: nextExportHour(hour).start, part: 0, after: null };
    const moved = await db().runTransaction(async (tx) => {
      const current = checkpointOf((await tx.get(checkpointRef)).data());
      if (current.nextHour !== expected.nextHour || current.part !== expected.part) return false;
      tx.set(checkpointRef, {
        tenantId,
        brandId,
        nextHour: Timestamp.fromMillis(next.nextHour!),
        part: next.part,
        after: next.after,
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (written) {
        const deleteAfter = new Date(hour.start);
        deleteAfter.setUTCMonth(deleteAfter.getUTCMonth() + EVENT_EXPORT_RETENTION_MONTHS);
        tx.set(eventExportFilesCol(brandId).doc(part === 0 ? hour.id : `${hour.id}.${part}`), {
          tenantId,
          brandId,
          hour: hour.id,
          part,
          path: written.path,
          rows: written.rows,
          bytes: written.bytes,
          writtenAt: FieldValue.serverTimestamp(),
          deleteAfter: Timestamp.fromDate(deleteAfter),
        });
      }
      return true;
    });
    // Another run moved it first: it wrote this part too, and goes on from here.
    if (!moved) return true;
    if (!written?.more) result.hours += 1;
    if (written) {
      result.files += 1;
      result.rows += written.rows;
      await notifyWebhooks(tenantId, "analytics.hourly_exported", { brandId, hour: hour.id, files: [{ path: written.path, rows: written.rows }] });
    }
    expected = next;
    hour = exportHourOf(next.nextHour!);
    part = next.part;
    after = next.after;
  }
  return true;
}

/** The scheduled job's work: every workspace with the export on, each of its brands, every hour due. */
export async function exportDueEventHours(now = Date.now(), options: EventExportRunOptions = {}): Promise<EventExportRunResult> {
  const deadline = Date.now() + (options.budgetMs ?? 240_000);
  const result: EventExportRunResult = { updated: 0, hours: 0, files: 0, rows: 0, more: false };
  const tenants = await tenantsCol().where("settings.eventExport.enabled", "==", true).get();
  for (const tenant of tenants.docs) {
    const since = (tenant.get("settings.eventExport.since") as Timestamp | null | undefined)?.toMillis() ?? now;
    const brands = await brandsCol().where("tenantId", "==", tenant.id).select().get();
    for (const brand of brands.docs) {
      if (options.brandIds && !options.brandIds.includes(brand.id)) continue;
      if (!(await exportBrand(tenant.id, brand.id, since, now, deadline, result, options))) {
        result.more = true;
        result.updated = result.files;
        return result;
      }
    }
  }
  result.updated = result.files + (await deleteExpiredEventExportFiles(now));
  return result;
}

/** Deletes the files past their retention, each file before the record that lists it. */
export async function deleteExpiredEventExportFiles(now = Date.now()): Promise<number> {
  const expired = await collectionGroup("eventExportFiles").where("deleteAfter", "<=", Timestamp.fromMillis(now)).limit(500).get();
  const store = blobStore();
  for (const doc of expired.docs) {
    await store.delete(`${eventExportFolder(String(doc.get("tenantId")))}${String(doc.get("path"))}`);
    await doc.ref.delete();
  }
  return expired.size;
}
