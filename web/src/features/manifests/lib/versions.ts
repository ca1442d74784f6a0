/** Two published versions side by side: what changed from `against` (before) to `version` (after). */
export interface VersionPair {
  version: number;
  against: number;
}

/** Every version number from the latest down to 1: the choices of the compare menus. */
export function versionsNewestFirst(latest: number | null): number[] {
  return Array.from({ length: latest ?? 0 }, (_, i) => latest! - i);
}
