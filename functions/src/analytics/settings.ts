/** A whole number from the environment, or the default when unset or not a positive number. */
function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Analytics settings (environment variables with defaults for the local stack). The ingest's rate
 * limits are with the API's others (`src/rate-limits/api-limits.ts`).
 */
export const analyticsSettings = {
  /** Days a raw event is kept: its `expireAt`, which Firestore's TTL policy deletes after. */
  retentionDays: envNumber("VITRINE_ANALYTICS_RETENTION_DAYS", 90),
  /** How far ahead of the server's clock an event may claim to be (a phone's clock drifts). */
  maxFutureSkewMs: 5 * 60_000,
  /** How old an event may be: the viewer sends within seconds, never from a previous day's queue. */
  maxAgeMs: 24 * 3_600_000,
  /** The longest dwell time counted: a tab left open overnight is not a visit. */
  maxDwellSeconds: 4 * 3600,
  /** Raw events one roll-up transaction reads and marks. */
  rollUpChunkSize: envNumber("VITRINE_ANALYTICS_ROLLUP_CHUNK", 300),
  /**
   * Shards of each daily aggregate. A roll-up writes one shard per transaction and each shard at
   * most once a second, so a busy day is spread over up to this many documents.
   */
  aggregateShards: 16,
  /** Keys one aggregate map keeps (scenes, products, videos...); the rest count under `_other`. */
  maxMapKeys: 200,
  /** How long the ingest trusts what it read about an experience or a placement. */
  lookupCacheMs: 60_000,
};
