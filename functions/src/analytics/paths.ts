import { createHash } from "node:crypto";

/**
 * The stored id of an event: a hash of who sent it and its id. The same event sent twice maps to
 * the same document (so `create()` refuses the copy), and hashed ids spread writes evenly over
 * Firestore's key range even when a client numbers its events 1, 2, 3.
 */
export function eventKey(brandId: string, sessionId: string, eventId: string): string {
  return createHash("sha256").update(`${brandId}/${sessionId}/${eventId}`).digest("base64url").slice(0, 32);
}

/** `arm`: one experiment arm of one placement, its id `<placementId>.<experimentId>.<armId>` (armDimensionId). */
export type Dimension = "experience" | "placement" | "store" | "arm" | "retention";

export const armDimensionId = (placementId: string, arm: string) => `${placementId}.${arm}`;

/** One shard of one day's aggregate of one experience, overall or for one placement or store. */
export function aggregateKey(experienceId: string, dimension: Dimension, dimensionId: string, day: string, shard: number): string {
  return `${experienceId}_${dimension}_${dimensionId}_${day}_${shard}`;
}

/** The retention cohorts' aggregates: brand-wide, `experienceId` this, `dimension` "retention", `day` the cohort's Monday. */
export const RETENTION_DIMENSION_ID = "visitors";
export const RETENTION_EXPERIENCE_ID = "_brand";

/** The roll-up's memory of a session (its funnel steps) and of a visitor (their weeks), in `analyticsRollUpState`. */
export const sessionStateKey = (brandId: string, sessionId: string) =>
  `s_${createHash("sha256").update(`${brandId}/${sessionId}`).digest("base64url").slice(0, 32)}`;
export const visitorStateKey = (brandId: string, visitorId: string) =>
  `v_${createHash("sha256").update(`${brandId}/${visitorId}`).digest("base64url").slice(0, 32)}`;
