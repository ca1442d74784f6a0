/**
 * The stores CSV's pure half: checking each row against the store schemas, and writing the
 * export. Nothing here touches Firestore, so every rule is unit-tested.
 */
import type { z } from "zod";
import {
  geoPointSchema,
  requiredStoreCsvColumns,
  storeAddressSchema,
  storeCodeKey,
  storeCodeSchema,
  storeCsvColumns,
  storeNameSchema,
  storeTagsSchema,
  timeZoneSchema,
  STORE_IMPORT_MAX_ROWS,
  type GeoPoint,
  type Store,
  type StoreAddress,
  type StoreCsvColumn,
} from "@vitrine/contract";
import { csvLines } from "../csv/csv.js";
import { readCsvTable, type CsvTableIssue } from "../csv/csv-table.js";

export type StoreCsvIssue = CsvTableIssue<StoreCsvColumn>;

/** A row that passed every check. `undefined`: the cell was empty (or the column absent), so the store keeps its value. */
export interface StoreCsvRow {
  row: number;
  code: string;
  name: string;
  timezone: string;
  tags: string[] | undefined;
  address: StoreAddress | undefined;
  location: GeoPoint | undefined;
}

export type StoreCsvCheck =
  { ok: true; rows: StoreCsvRow[] } | { ok: false; tooMany: false; issues: StoreCsvIssue[] } | { ok: false; tooMany: true; rowCount: number };

const aliases: Record<string, StoreCsvColumn> = {
  store_code: "code",
  store_number: "code",
  store_name: "name",
  time_zone: "timezone",
  address: "address_line1",
  address1: "address_line1",
  line1: "address_line1",
  address2: "address_line2",
  line2: "address_line2",
  zip: "postal_code",
  postcode: "postal_code",
  state: "region",
  latitude: "lat",
  longitude: "lng",
  lon: "lng",
};

/** The address columns, by the address field each fills. */
const ADDRESS_COLUMNS: Record<keyof StoreAddress, StoreCsvColumn> = {
  line1: "address_line1",
  line2: "address_line2",
  city: "city",
  postalCode: "postal_code",
  region: "region",
  country: "country",
};

const COORDINATE = /^-?\d+(\.\d+)?$/;

function parsed<T>(schema: z.ZodType<T>, value: unknown): { value: T; message: null } | { value: undefined; message: string } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data, message: null } : { value: undefined, message: result.error.issues[0]?.message ?? "Invalid value" };
}

/**
 * Parses and checks a whole stores CSV. Every row is checked (not just up to the first problem)
 * so one report lists everything to fix; a code twice in the file (whatever its case) is refused
 * on its second row.
 */
export function checkStoreCsv(text: string): StoreCsvCheck {
  const table = readCsvTable(text, { columns: storeCsvColumns, required: requiredStoreCsvColumns, aliases, maxRows: STORE_IMPORT_MAX_ROWS });
  if (!table.ok) return table;
  const issues: StoreCsvIssue[] = [];
  const rows: StoreCsvRow[] = [];
  const codeRows = new Map<string, number>();
  for (const { row, cell, issues: rowIssues } of table.rows) {
    const flag = (column: StoreCsvColumn | "", message: string) => rowIssues.push({ row, column, message });
    const blank = (column: StoreCsvColumn) => (cell(column) ?? "").trim() === "";

    const code = parsed(storeCodeSchema, cell("code") ?? "");
    if (code.value === undefined) flag("code", blank("code") ? "Every row needs a store code: it is how a row finds its store" : code.message);
    else {
      const earlier = codeRows.get(storeCodeKey(code.value));
      if (earlier !== undefined) flag("code", `Store code ${code.value} is already on row ${earlier}`);
      else codeRows.set(storeCodeKey(code.value), row);
    }
    const name = parsed(storeNameSchema, cell("name") ?? "");
    if (name.message) flag("name", name.message);
    const timezone = parsed(timeZoneSchema, (cell("timezone") ?? "").trim());
    if (timezone.value === undefined) flag("timezone", blank("timezone") ? "Time zone is required, e.g. Europe/Paris" : timezone.message);

    let tags: string[] | undefined;
    if (!blank("tags")) {
      const checked = parsed(
        storeTagsSchema,
        cell("tags")!
          .split(/[;,]/)
          .map((tag) => tag.trim())
          .filter(Boolean),
      );
      if (checked.message) flag("tags", checked.message);
      tags = checked.value;
    }

    let address: StoreAddress | undefined;
    const addressCells = Object.entries(ADDRESS_COLUMNS) as [keyof StoreAddress, StoreCsvColumn][];
    if (addressCells.some(([, column]) => !blank(column))) {
      const given = Object.fromEntries(
        addressCells
          .filter(([, column]) => !blank(column))
          .map(([field, column]) => [field, field === "country" ? cell(column)!.trim().toUpperCase() : cell(column)]),
      );
      const result = storeAddressSchema.safeParse(given);
      if (result.success) address = result.data;
      for (const issue of result.success ? [] : result.error.issues) {
        const field = issue.path[0] as keyof StoreAddress | undefined;
        const column = field ? ADDRESS_COLUMNS[field] : "address_line1";
        flag(column, issue.code === "invalid_type" && field ? `${column} is required when the row has an address` : issue.message);
      }
    }

    let location: GeoPoint | undefined;
    if (!blank("lat") || !blank("lng")) {
      const lat = (cell("lat") ?? "").trim();
      const lng = (cell("lng") ?? "").trim();
      if (!COORDINATE.test(lat) || !COORDINATE.test(lng)) {
        if (!COORDINATE.test(lat))
          flag("lat", lat ? `“${lat}” is not a latitude: write it in degrees with a dot, like 48.8566` : "Latitude is missing beside the longitude");
        if (!COORDINATE.test(lng))
          flag("lng", lng ? `“${lng}” is not a longitude: write it in degrees with a dot, like 2.3522` : "Longitude is missing beside the latitude");
      } else {
        const result = geoPointSchema.safeParse({ lat: Number(lat), lng: Number(lng) });
        if (result.success) location = result.data;
        for (const issue of result.success ? [] : result.error.issues) flag(issue.path[0] === "lng" ? "lng" : "lat", issue.message);
      }
    }

    if (rowIssues.length > 0) {
      issues.push(...rowIssues);
      continue;
    }
    rows.push({ row, code: code.value!, name: name.value!, timezone: timezone.value!, tags, address, location });
  }
  return issues.length > 0 ? { ok: false, tooMany: false, issues } : { ok: true, rows };
}

/** The export: one row per store in the import's columns, so an edited export imports back. */
export function storesCsv(stores: Store[]): string {
  const header = [...storeCsvColumns];
  const rows = stores.map((store) => [
    store.code,
    store.name,
    store.timezone,
    store.tags.join("; "),
    store.address?.line1,
    store.address?.line2,
    store.address?.city,
    store.address?.postalCode,
    store.address?.region,
    store.address?.country,
    store.location?.lat,
    store.location?.lng,
  ]);
  return csvLines([header, ...rows]);
}
