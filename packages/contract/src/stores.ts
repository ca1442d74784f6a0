import { z } from "zod";
import { brandParamsSchema, enumOf, idSchema, isoDateTimeSchema, NON_BLANK, NON_EMPTY_BODY, okSchema, pageOf, pageQuerySchema } from "./common.js";
import { defineRoutes } from "./route-def.js";

let timeZones: Set<string> | undefined;

/**
 * The IANA time zone names the runtime lists (Node and browsers share the ICU list), spelled as
 * listed, and UTC. Exactly the document's enum; aliases and other spellings Intl would also
 * accept are refused, so that what is stored is the canonical name.
 */
export function timeZoneList(): string[] {
  // Browsers older than 2022 have no list; the console then checks with the formatter below.
  if (typeof Intl.supportedValuesOf !== "function") return [];
  return [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])];
}

export function isIanaTimeZone(value: string): boolean {
  timeZones ??= new Set(timeZoneList());
  if (timeZones.size > 0) return timeZones.has(value);
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 09:30");

export const openingIntervalSchema = z
  .object({ open: clockTime, close: clockTime })
  .strict()
  .refine((i) => i.open !== i.close, "Opening and closing times must differ");

/** Per weekday, the intervals the store is open; an empty list means closed. Close < open runs past midnight. */
export const openingHoursSchema = z
  .object(
    Object.fromEntries(weekdays.map((d) => [d, z.array(openingIntervalSchema).max(4)])) as Record<
      (typeof weekdays)[number],
      z.ZodArray<typeof openingIntervalSchema>
    >,
  )
  .strict();
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const storeAddressSchema = z
  .object({
    line1: z.string().trim().min(1, "Street address is required").max(200).meta(NON_BLANK),
    line2: z.string().trim().max(200).optional(),
    city: z.string().trim().min(1, "City is required").max(100).meta(NON_BLANK),
    postalCode: z.string().trim().max(20).optional(),
    region: z.string().trim().max(100).optional(),
    country: z.string().regex(/^[A-Z]{2}$/, "Use a two-letter ISO country code like FR"),
  })
  .strict();

export type StoreAddress = z.infer<typeof storeAddressSchema>;

export const geoPointSchema = z
  .object({
    lat: z.number().min(-90, "Latitude must be between -90 and 90").max(90, "Latitude must be between -90 and 90"),
    lng: z.number().min(-180, "Longitude must be between -180 and 180").max(180, "Longitude must be between -180 and 180"),
  })
  .strict();
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const timeZoneSchema = z.string().refine(isIanaTimeZone, "Use an IANA time zone like Europe/Paris").meta(enumOf(timeZoneList()));

/** At most this many tags on a store. */
export const MAX_STORE_TAGS = 20;

/** The brand's own reference for a store (a chain's store number): unique per brand, whatever its case. */
export const storeCodeSchema = z
  .string()
  .trim()
  .min(1, "A store code is not blank")
  .max(64, "Store codes are at most 64 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "Start a store code with a letter or digit, then use letters, digits, dots, dashes and underscores");

/** Codes differ when their letters differ, not their case: "PAR-01" and "par-01" are one store. */
export const storeCodeKey = (code: string) => code.trim().toLowerCase();

export const storeTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "A tag is not blank")
  .max(50, "Tags are at most 50 characters")
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, "Use letters, digits, spaces, dots, dashes and underscores in a tag");

/** Lower-cased, each once, in the order given. */
export const storeTagsSchema = z
  .array(storeTagSchema)
  .max(MAX_STORE_TAGS, `A store has at most ${MAX_STORE_TAGS} tags`)
  .transform((tags) => [...new Set(tags)]);

export const storeSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  name: z.string(),
  code: z.string().nullable(),
  tags: z.array(z.string()),
  address: storeAddressSchema.nullable(),
  location: geoPointSchema.nullable(),
  timezone: z.string(),
  openingHours: openingHoursSchema,
  placementCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Store = z.infer<typeof storeSchema>;

export const storeNameSchema = z.string().trim().min(1, "Store name is required").max(100, "Store name is too long").meta(NON_BLANK);

export const closedAllWeek: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

export const createStoreSchema = z
  .object({
    name: storeNameSchema,
    code: storeCodeSchema.optional(),
    tags: storeTagsSchema.default([]),
    address: storeAddressSchema.optional(),
    location: geoPointSchema.optional(),
    timezone: timeZoneSchema,
    openingHours: openingHoursSchema.default(closedAllWeek),
  })
  .strict();
export type CreateStore = z.input<typeof createStoreSchema>;

export const updateStoreSchema = z
  .object({
    name: storeNameSchema.optional(),
    /** null takes the code away. */
    code: storeCodeSchema.nullable().optional(),
    tags: storeTagsSchema.optional(),
    /** null takes the address (or the position) away. */
    address: storeAddressSchema.nullable().optional(),
    location: geoPointSchema.nullable().optional(),
    timezone: timeZoneSchema.optional(),
    openingHours: openingHoursSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateStore = z.input<typeof updateStoreSchema>;

/** Lists sort by name (and then support prefix search) or by most recently updated. */
export const listSortSchema = z.enum(["name", "-updatedAt"]).default("name");

/** The query of every brand content list: cursor pagination, sort and name-prefix search. */
export const listBrandContentQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(80).optional(),
    sort: listSortSchema,
  })
  .refine((v) => !v.q || v.sort === "name", { message: "Search results are sorted by name", path: ["sort"] });
export type ListBrandContentQuery = z.input<typeof listBrandContentQuerySchema>;
/** Stores also narrow to one tag, or to the store with one code (whatever its case). */
export const listStoresQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(80).optional(),
    sort: listSortSchema,
    tag: storeTagSchema.optional(),
    code: storeCodeSchema.optional(),
  })
  .refine((v) => !v.q || v.sort === "name", { message: "Search results are sorted by name", path: ["sort"] })
  .refine((v) => !(v.tag && v.code), { message: "Filter by a tag or by a code, not both", path: ["code"] });
export type ListStoresQuery = z.input<typeof listStoresQuerySchema>;

export const storeParamsSchema = z.object({ brandId: idSchema, storeId: idSchema }).strict();

/** One stores CSV import takes at most this many rows: a chain's whole list, in one transaction. */
export const STORE_IMPORT_MAX_ROWS = 5000;

/**
 * Columns of the stores CSV, in the export's order. A row is matched to a store by its code, so
 * importing the same file again updates instead of duplicating; an empty optional cell keeps the
 * store's current value.
 */
export const storeCsvColumns = [
  "code",
  "name",
  "timezone",
  "tags",
  "address_line1",
  "address_line2",
  "city",
  "postal_code",
  "region",
  "country",
  "lat",
  "lng",
] as const;
export type StoreCsvColumn = (typeof storeCsvColumns)[number];
export const requiredStoreCsvColumns: readonly StoreCsvColumn[] = ["code", "name", "timezone"];

export const importStoresCsvSchema = z
  .object({
    csv: z.string().min(1, "The file is empty"),
    /** Check the file and say what it would do, writing nothing. */
    dryRun: z.boolean().default(false),
  })
  .strict();
export type ImportStoresCsv = z.input<typeof importStoresCsvSchema>;

/** At most this many rows of an import's outcome are listed one by one; the counts cover them all. */
export const STORE_IMPORT_LISTED_ROWS = 100;

export const importStoresResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The rows that create or change a store, in file order (the first STORE_IMPORT_LISTED_ROWS). */
  changes: z.array(
    z.object({
      row: z.number().int(),
      code: z.string(),
      name: z.string(),
      action: z.enum(["create", "update"]),
      /** For an update, the fields it changes. */
      fields: z.array(z.string()),
    }),
  ),
});
export type ImportStoresResult = z.infer<typeof importStoresResultSchema>;

export const storesCsvSchema = z.object({ filename: z.string(), csv: z.string() });
export type StoresCsv = z.infer<typeof storesCsvSchema>;

/** A brand's stores. */
export const storeRoutes = defineRoutes({
  listStores: {
    method: "get",
    path: "/v1/brands/:brandId/stores",
    summary: "The brand's physical stores, by name (prefix search) or recent update, optionally those with a tag or the one with a code",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listStoresQuerySchema,
    response: pageOf(storeSchema),
  },
  createStore: {
    method: "post",
    path: "/v1/brands/:brandId/stores",
    summary: "Add a store: code, tags, address and position (optional), time zone and opening hours; 409 when another store of the brand has the code",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createStoreSchema,
    response: storeSchema,
    successStatus: 201,
  },
  exportStoresCsv: {
    method: "get",
    path: "/v1/brands/:brandId/stores/csv",
    summary: "Every store of the brand as CSV, in the import's columns (cells a spreadsheet would run as formulas are neutralised)",
    access: "brandContent.read",
    params: brandParamsSchema,
    response: storesCsvSchema,
  },
  importStoresCsv: {
    method: "post",
    path: "/v1/brands/:brandId/stores/import",
    summary: `Create and update stores from a CSV matched by store code (at most ${STORE_IMPORT_MAX_ROWS} rows): all rows or none; dryRun says what it would do`,
    access: "brandContent.write",
    params: brandParamsSchema,
    body: importStoresCsvSchema,
    response: importStoresResultSchema,
  },
  getStore: {
    method: "get",
    path: "/v1/brands/:brandId/stores/:storeId",
    summary: "One store",
    access: "brandContent.read",
    params: storeParamsSchema,
    response: storeSchema,
  },
  updateStore: {
    method: "patch",
    path: "/v1/brands/:brandId/stores/:storeId",
    summary: "Change a store; 409 when another store of the brand has the new code",
    access: "brandContent.write",
    params: storeParamsSchema,
    body: updateStoreSchema,
    response: storeSchema,
  },
  deleteStore: {
    method: "delete",
    path: "/v1/brands/:brandId/stores/:storeId",
    summary: "Delete a store that no placement stands in",
    access: "brandContent.write",
    params: storeParamsSchema,
    response: okSchema,
  },
});
