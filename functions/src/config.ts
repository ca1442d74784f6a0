/**
 * Settings of the backend. Each comes from the environment (Functions params / .env files in
 * production, the local stack's environment locally) with a default that suits the local stack.
 */
export const config = {
  /** Reported by /v1/health; bump with every contract change. */
  apiVersion: "1.0.0",
  /** Where public viewer links and email sign-in links point. */
  publicBaseUrl: process.env.VITRINE_PUBLIC_BASE_URL ?? "http://127.0.0.1:5000",
  /** Largest JSON body the API accepts, in bytes. */
  maxJsonBodyBytes: 1024 * 1024,
  /** Requests one client (credential or address) may make per minute on one instance. */
  requestsPerMinute: Number(process.env.VITRINE_REQUESTS_PER_MINUTE ?? 1200),
  /** How long one Firestore call (one attempt) may take before it fails with DEADLINE_EXCEEDED. */
  firestoreCallTimeoutMs: Number(process.env.VITRINE_FIRESTORE_TIMEOUT_MS ?? 10_000),
  /**
   * How long the API works on one request before answering 503 with Retry-After: under the
   * function's 60 s timeout, so a hung dependency is an answer the client can act on.
   */
  requestDeadlineMs: Number(process.env.VITRINE_REQUEST_DEADLINE_MS ?? 50_000),
  /** Seconds a client is told to wait before retrying when a dependency is down. */
  retryAfterSeconds: 5,
} as const;
