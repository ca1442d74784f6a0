/**
 * Changes to /v1 that the compatibility check reports and that were made on purpose, each
 * announced in packages/sdk/CHANGELOG.md under the same date with what callers must do. A
 * release (`npm run sdk:generate -- --release`) keeps a new baseline: empty this list then.
 * Only changes a product need cannot make another way belong here; anything that can be
 * deprecated first (docs/api-compatibility.md) is deprecated instead.
 */
export interface AnnouncedChange {
  /** The check's problem, exactly as it reports it. */
  problem: string;
  /** The CHANGELOG's date for it (YYYY-MM-DD). */
  announced: string;
}

export const ANNOUNCED_CHANGES: AnnouncedChange[] = [
  // A chain's store list (the stores CSV) rarely has coordinates, and not every kiosk an address.
  { problem: "listStores (GET /v1/brands/{brandId}/stores) 200.items[].address: response field may now be null", announced: "2026-12-05" },
  { problem: "listStores (GET /v1/brands/{brandId}/stores) 200.items[].location: response field may now be null", announced: "2026-12-05" },
];
