/**
 * The store form's state: every input as the text typed, so a half-typed latitude ("-", "48.")
 * stays on screen. It becomes an API body only through `draftToStore`, which reports the
 * problems per field with the same paths the API uses (`location.lat`, `address.city`).
 */
import { createStoreSchema, type CreateStore, type Store, type UpdateStore } from "@vitrine/contract";
import type { FieldErrors } from "@/lib/form";
import { useT } from "../messages";
import { parseCoordinate } from "./coordinates";
import { apiMessage } from "@/lib/api-messages";

export interface StoreDraft {
  name: string;
  code: string;
  /** Comma-separated, as typed. */
  tags: string;
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
  return {
    name: "",
    code: "",
    tags: "",
    line1: "",
    line2: "",
    city: "",
    postalCode: "",
    region: "",
    country: defaults.country,
    lat: "",
    lng: "",
    timezone: defaults.timezone,
  };
}

export function draftFromStore(store: Store): StoreDraft {
  return {
    name: store.name,
    code: store.code ?? "",
    tags: store.tags.join(", "),
    line1: store.address?.line1 ?? "",
    line2: store.address?.line2 ?? "",
    city: store.address?.city ?? "",
    postalCode: store.address?.postalCode ?? "",
    region: store.address?.region ?? "",
    // A store without an address keeps the brand's country ready, should one be typed.
    country: store.address?.country ?? "",
    lat: store.location ? String(store.location.lat) : "",
    lng: store.location ? String(store.location.lng) : "",
    timezone: store.timezone,
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

const detailsSchema = createStoreSchema.omit({ openingHours: true });

/** The API body for the details, or every problem keyed by the API's field path. */
export function draftToStore(draft: StoreDraft): { data: StoreDetails; errors: null } | { data: null; errors: FieldErrors } {
  // Address and position are optional: left out when every one of their inputs is blank.
  const hasAddress = [draft.line1, draft.line2, draft.city, draft.postalCode, draft.region].some((text) => text.trim());
  const hasLocation = [draft.lat, draft.lng].some((text) => text.trim());
  const lat = hasLocation ? parseCoordinate(draft.lat, "Latitude") : { value: 0 };
  const lng = hasLocation ? parseCoordinate(draft.lng, "Longitude") : { value: 0 };
  const tags = draft.tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const body = {
    name: draft.name,
    code: optional(draft.code),
    tags,
    address: hasAddress
      ? {
          line1: draft.line1,
          line2: optional(draft.line2),
          city: draft.city,
          postalCode: optional(draft.postalCode),
          region: optional(draft.region),
          country: draft.country,
        }
      : undefined,
    // Placeholders where the text is not a number: the schema checks the rest, the parse error wins below.
    location: hasLocation ? { lat: lat.value ?? 0, lng: lng.value ?? 0 } : undefined,
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
  if ("error" in lat && lat.error) errors["location.lat"] = lat.error;
  if ("error" in lng && lng.error) errors["location.lng"] = lng.error;
  if (hasAddress && !draft.country) errors["address.country"] = useT.now("draft.countryRequired");
  return Object.keys(errors).length === 0 && parsed.success ? { data: parsed.data, errors: null } : { data: null, errors };
}

/** The fields that differ from the stored copy, for a PATCH that sends only what changed (null takes one away). */
export function changedDetails(store: Store, details: StoreDetails): Partial<UpdateStore> {
  const changes: Partial<UpdateStore> = {};
  if (details.name !== store.name) changes.name = details.name;
  if ((details.code ?? null) !== store.code) changes.code = details.code ?? null;
  if (JSON.stringify(details.tags ?? []) !== JSON.stringify(store.tags)) changes.tags = details.tags ?? [];
  if (JSON.stringify(normaliseAddress(details.address)) !== JSON.stringify(normaliseAddress(store.address))) changes.address = details.address ?? null;
  if (JSON.stringify(details.location ?? null) !== JSON.stringify(store.location ? { lat: store.location.lat, lng: store.location.lng } : null))
    changes.location = details.location ?? null;
  if (details.timezone !== store.timezone) changes.timezone = details.timezone;
  return changes;
}

function normaliseAddress(address: Store["address"] | undefined) {
  if (!address) return null;
  return {
    line1: address.line1,
    line2: address.line2 || undefined,
    city: address.city,
    postalCode: address.postalCode || undefined,
    region: address.region || undefined,
    country: address.country,
  };
}
