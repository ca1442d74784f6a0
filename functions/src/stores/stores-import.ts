/**
 * The stores CSV in and out. An import is all or nothing: every row is checked first (a refused
 * file answers 422 naming each problem by row and column and writes nothing), then every row is
 * matched to a store by its code and written in one transaction. The codes' index documents are
 * read in that transaction, so two imports (or an import and a store created in the console) that
 * claim one code never both win: Firestore runs the later one again, which then finds the store.
 */
import { FieldValue, type DocumentData, type DocumentReference } from "firebase-admin/firestore";
import { closedAllWeek, storeCodeKey, STORE_IMPORT_LISTED_ROWS, STORE_IMPORT_MAX_ROWS, type ImportStoresResult, type StoresCsv } from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import { payloadTooLarge } from "../errors.js";
import { db } from "../firebase.js";
import { storesCol } from "../firestore/collections.js";
import { storeCodeRef, toStore } from "./stores.js";
import { refusedImport } from "../csv/csv-table.js";
import { checkStoreCsv, storesCsv, type StoreCsvRow } from "./stores-csv.js";

type Change = ImportStoresResult["changes"][number];

/** The fields of a stored store a row would change, with their new values. */
function rowChanges(row: StoreCsvRow, stored: DocumentData): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);
  if (row.name !== stored.name) Object.assign(changes, { name: row.name, nameLower: row.name.toLowerCase() });
  // The code as typed in the file: the same store whatever its case, spelled as the file spells it.
  if (row.code !== stored.code) Object.assign(changes, { code: row.code, codeKey: storeCodeKey(row.code) });
  if (row.timezone !== stored.timezone) changes.timezone = row.timezone;
  if (row.tags !== undefined && differs(row.tags, stored.tags ?? [])) changes.tags = row.tags;
  if (row.address !== undefined && differs(row.address, stored.address)) changes.address = row.address;
  if (row.location !== undefined && differs(row.location, stored.location && { lat: stored.location.lat, lng: stored.location.lng })) {
    changes.location = row.location;
  }
  return changes;
}

/** What the API calls a changed stored field. */
const fieldName = (stored: string) => (stored === "nameLower" || stored === "codeKey" ? null : stored);

export async function importStoresCsv(caller: Caller, brandId: string, csv: string, dryRun: boolean): Promise<ImportStoresResult> {
  const checked = checkStoreCsv(csv);
  if (!checked.ok && checked.tooMany) {
    throw payloadTooLarge(`This file has ${checked.rowCount} store rows; one import takes at most ${STORE_IMPORT_MAX_ROWS}. Split it into smaller files.`);
  }
  if (!checked.ok) throw refusedImport(checked.issues);
  const rows = checked.rows;
  const col = storesCol(brandId);
  return db().runTransaction(async (tx) => {
    const codeSnaps = await tx.getAll(...rows.map((row) => storeCodeRef(brandId, row.code)));
    const storeRefs = codeSnaps.map((snap) => (snap.exists ? col.doc(snap.get("storeId") as string) : null));
    const held = storeRefs.filter((ref): ref is DocumentReference => ref !== null);
    const storeSnaps = new Map((held.length > 0 ? await tx.getAll(...held) : []).map((snap) => [snap.id, snap]));

    const result: ImportStoresResult = { dryRun, created: 0, updated: 0, unchanged: 0, changes: [] };
    const list = (change: Change) => void (result.changes.length < STORE_IMPORT_LISTED_ROWS && result.changes.push(change));
    rows.forEach((row, index) => {
      const stored = storeRefs[index] ? storeSnaps.get(storeRefs[index]!.id) : undefined;
      if (stored?.exists) {
        const changes = rowChanges(row, stored.data()!);
        const fields = Object.keys(changes).flatMap((key) => fieldName(key) ?? []);
        if (fields.length === 0) {
          result.unchanged++;
          return;
        }
        result.updated++;
        list({ row: row.row, code: row.code, name: row.name, action: "update", fields });
        if (dryRun) return;
        tx.update(stored.ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
        if (changes.code !== undefined)
          tx.set(storeCodeRef(brandId, row.code), { storeId: stored.id, code: row.code, updatedAt: FieldValue.serverTimestamp() });
        return;
      }
      result.created++;
      list({ row: row.row, code: row.code, name: row.name, action: "create", fields: [] });
      if (dryRun) return;
      const ref = col.doc();
      tx.create(ref, {
        brandId,
        name: row.name,
        nameLower: row.name.toLowerCase(),
        code: row.code,
        codeKey: storeCodeKey(row.code),
        tags: row.tags ?? [],
        ...(row.address && { address: row.address }),
        ...(row.location && { location: row.location }),
        timezone: row.timezone,
        openingHours: closedAllWeek,
        placementCount: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        createdBy: caller.uid,
      });
      // An index document left by a store deleted without it is taken over; one naming a live store was read above.
      tx.set(storeCodeRef(brandId, row.code), { storeId: ref.id, code: row.code, updatedAt: FieldValue.serverTimestamp() });
    });
    return result;
  });
}

/** Every store, by code (stores without one last, by name), in the import's columns. */
export async function exportStoresCsv(brandId: string, brandName: string): Promise<StoresCsv> {
  const snap = await storesCol(brandId).get();
  const stores = snap.docs.map((doc) => toStore(doc.id, doc.data()));
  stores.sort((a, b) =>
    (a.code === null) !== (b.code === null) ? (a.code === null ? 1 : -1) : (a.code ?? a.name).localeCompare(b.code ?? b.name, "en", { numeric: true }),
  );
  const slug =
    brandName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "brand";
  return { filename: `${slug}-stores.csv`, csv: storesCsv(stores) };
}
