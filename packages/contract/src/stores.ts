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

export const geoPointSchema = z
  .object({
    lat: z.number().min(-90, "Latitude must be between -90 and 90").max(90, "Latitude must be between -90 and 90"),
    lng: z.number().min(-180, "Longitude must be between -180 and 180").max(180, "Longitude must be between -180 and 180"),
  })
  .strict();

export const timeZoneSchema = z.string().refine(isIanaTimeZone, "Use an IANA time zone like Europe/Paris").meta(enumOf(timeZoneList()));

export const storeSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  name: z.string(),
  address: storeAddressSchema,
  location: geoPointSchema,
  timezone: z.string(),
  openingHours: openingHoursSchema,
  placementCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Store = z.infer<typeof storeSchema>;

const storeNameSchema = z.string().trim().min(1, "Store name is required").max(100, "Store name is too long").meta(NON_BLANK);

export const closedAllWeek: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

export const createStoreSchema = z
  .object({
    name: storeNameSchema,
    address: storeAddressSchema,
    location: geoPointSchema,
    timezone: timeZoneSchema,
    openingHours: openingHoursSchema.default(closedAllWeek),
  })
  .strict();
export type CreateStore = z.input<typeof createStoreSchema>;

export const updateStoreSchema = z
  .object({
    name: storeNameSchema.optional(),
    address: storeAddressSchema.optional(),
    location: geoPointSchema.optional(),
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
export const listStoresQuerySchema = listBrandContentQuerySchema;
export type ListStoresQuery = z.input<typeof listStoresQuerySchema>;

export const storeParamsSchema = z.object({ brandId: idSchema, storeId: idSchema }).strict();

/** A brand's stores. */
export const storeRoutes = defineRoutes({
  listStores: {
    method: "get",
    path: "/v1/brands/:brandId/stores",
    summary: "The brand's physical stores",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listStoresQuerySchema,
    response: pageOf(storeSchema),
  },
  createStore: {
    method: "post",
    path: "/v1/brands/:brandId/stores",
    summary: "Add a store: address, position, time zone and opening hours",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createStoreSchema,
    response: storeSchema,
    successStatus: 201,
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
    summary: "Change a store",
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
