/**
 * The store form's state: every input as the text typed, so a half-typed latitude ("-", "48.")
 * stays on screen. It becomes an API body only through `draftToStore`, which reports the
 * problems per field with the same paths the API uses (`location.lat`, `address.city`).
 */
import { createStoreSchema, type CreateStore, type Store } from "@vitrine/contract";
import type { FieldErrors } from "@/lib/form";
import { useT } from "../messages";
import { parseCoordinate } from "./coordinates";
import { apiMessage } from "@/lib/api-messages";

export interface StoreDraft {
  name: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  lat: string;
  lng: string;
  timezone: string;
}

export type StoreDetails = Omit<CreateStore, "openingHours">;

export function emptyDraft(defaults: { timezone: string; country: string }): StoreDraft {
  return { name: "", line1: "", line2: "", city: "", postalCode: "", region: "", country: defaults.country, lat: "", lng: "", timezone: defaults.timezone };
}

export function draftFromStore(store: Store): StoreDraft {
  return {
    name: store.name,
    line1: store.address.line1,
    line2: store.address.line2 ?? "",
    city: store.address.city,
    postalCode: store.address.postalCode ?? "",
    region: store.address.region ?? "",
    country: store.address.country,
    lat: String(store.location.lat),
    lng: String(store.location.lng),
    timezone: store.timezone,
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

const detailsSchema = createStoreSchema.omit({ openingHours: true });

/** The API body for the details, or every problem keyed by the API's field path. */
export function draftToStore(draft: StoreDraft): { data: StoreDetails; errors: null } | { data: null; errors: FieldErrors } {
  const lat = parseCoordinate(draft.lat, "Latitude");
  const lng = parseCoordinate(draft.lng, "Longitude");
  const body = {
    name: draft.name,
    address: {
      line1: draft.line1,
      line2: optional(draft.line2),
      city: draft.city,
      postalCode: optional(draft.postalCode),
      region: optional(draft.region),
      country: draft.country,
    },
    // Placeholders where the text is not a number: the schema checks the rest, the parse error wins below.
    location: { lat: lat.value ?? 0, lng: lng.value ?? 0 },
    timezone: draft.timezone,
  };
  const parsed = detailsSchema.safeParse(body);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      if (!(path in errors)) errors[path] = apiMessage(issue.message);
    }
  }
  if (lat.error) errors["location.lat"] = lat.error;
  if (lng.error) errors["location.lng"] = lng.error;
  if (!draft.country) errors["address.country"] = useT.now("draft.countryRequired");
  return Object.keys(errors).length === 0 && parsed.success ? { data: parsed.data, errors: null } : { data: null, errors };
}

/** The fields that differ from the stored copy, for a PATCH that sends only what changed. */
export function changedDetails(store: Store, details: StoreDetails): Partial<StoreDetails> {
  const changes: Partial<StoreDetails> = {};
  if (details.name !== store.name) changes.name = details.name;
  if (JSON.stringify(normaliseAddress(details.address)) !== JSON.stringify(normaliseAddress(store.address))) changes.address = details.address;
  if (details.location.lat !== store.location.lat || details.location.lng !== store.location.lng) changes.location = details.location;
  if (details.timezone !== store.timezone) changes.timezone = details.timezone;
  return changes;
}

function normaliseAddress(address: Store["address"]) {
  return {
    line1: address.line1,
    line2: address.line2 || undefined,
    city: address.city,
    postalCode: address.postalCode || undefined,
    region: address.region || undefined,
    country: address.country,
  };
}
