import type { Store } from "@vitrine/contract";
import { closedAllWeek } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { changedDetails, draftFromStore, draftToStore, emptyDraft, type StoreDraft } from "./store-draft";

const filled: StoreDraft = {
  ...emptyDraft({ timezone: "Europe/Paris", country: "FR" }),
  name: "Rivoli",
  line1: "1 rue de Rivoli",
  city: "Paris",
  lat: "48.8566",
  lng: "2.3522",
};

const store: Store = {
  id: "s1",
  brandId: "b1",
  name: "Rivoli",
  code: null,
  tags: [],
  address: { line1: "1 rue de Rivoli", city: "Paris", country: "FR" },
  location: { lat: 48.8566, lng: 2.3522 },
  timezone: "Europe/Paris",
  openingHours: closedAllWeek,
  placementCount: 0,
  createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-01T00:00:00Z",
};

describe("draftToStore", () => {
  it("builds the API body, leaving empty optional lines out", () => {
    expect(draftToStore(filled)).toEqual({
      data: {
        name: "Rivoli",
        tags: [],
        address: { line1: "1 rue de Rivoli", city: "Paris", country: "FR" },
        location: { lat: 48.8566, lng: 2.3522 },
        timezone: "Europe/Paris",
      },
      errors: null,
    });
  });

  it("leaves a blank address and position out, and reads the code and comma-separated tags", () => {
    const bare = { ...emptyDraft({ timezone: "Europe/Paris", country: "FR" }), name: "Kiosk", code: " PAR-01 ", tags: "Mall, mall,  Paris " };
    expect(draftToStore(bare)).toEqual({ data: { name: "Kiosk", code: "PAR-01", tags: ["mall", "paris"], timezone: "Europe/Paris" }, errors: null });
  });

  it("reports each problem under the API's field path, with the server's range messages", () => {
    const result = draftToStore({ ...filled, name: " ", city: "", lat: "91", lng: "east", timezone: "Mars/Olympus", country: "" });
    expect(result.errors).toEqual({
      name: "Store name is required",
      "address.city": "City is required",
      "address.country": "Choose the store's country",
      "location.lat": "Latitude must be between -90 and 90",
      "location.lng": "Longitude must be a number in decimal degrees, like 2.3522",
      timezone: "Use an IANA time zone like Europe/Paris",
    });
  });
});

describe("changedDetails", () => {
  it("sends only what changed, and nothing for an untouched form", () => {
    expect(changedDetails(store, draftToStore(draftFromStore(store)).data!)).toEqual({});
    const moved = draftToStore({ ...draftFromStore(store), lat: "48.86", timezone: "UTC" }).data!;
    expect(changedDetails(store, moved)).toEqual({ location: { lat: 48.86, lng: 2.3522 }, timezone: "UTC" });
  });

  it("sends null to take the address, the position or the code away", () => {
    const coded = { ...store, code: "PAR-01", tags: ["mall"] };
    const cleared = draftToStore({ ...draftFromStore(coded), code: "", tags: "", line1: "", city: "", lat: "", lng: "" }).data!;
    expect(changedDetails(coded, cleared)).toEqual({ code: null, tags: [], address: null, location: null });
  });
});
