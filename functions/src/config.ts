/** A hop count from the environment: a whole number from 0, else the default. */
function trustedHops(value: string | undefined, fallback: number): number {
  const hops = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(hops) && hops >= 0 ? hops : fallback;
}

const SIGN_UP_MODES = ["open", "invite-code", "closed"] as const;

/** `VITRINE_SIGNUP`: closed unless a deployment opens it (a misspelt value stays closed). */
function signUpMode(value: string | undefined): (typeof SIGN_UP_MODES)[number] {
  return SIGN_UP_MODES.find((mode) => mode === value?.trim()) ?? "closed";
}

/** A positive whole number from the environment, else the default. */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
}

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
  /**
   * Proxies in front of the API whose X-Forwarded-For entries are trusted (Express `trust proxy`).
   * Firebase Hosting -> Cloud Functions (2nd gen, on Cloud Run) is 2: Hosting's CDN appends the
   * address that connected to it, then Google's front end appends the CDN's. The local stack's
   * emulators append nothing, and it runs with 1 (scripts/lib/local-stack.mjs).
   */
  trustedProxyHops: trustedHops(process.env.VITRINE_TRUSTED_PROXY_HOPS, 2),
  /**
   * CIDR ranges of the outermost of those proxies (Firebase Hosting's CDN). Set, a request that
   * did not come through them (a direct call to the function's own URL) is keyed by the address
   * that made it, not by one it wrote into X-Forwarded-For. Unset, every request is read as if it
   * came through all the hops.
   */
  edgeAddressRanges: (process.env.VITRINE_EDGE_ADDRESS_RANGES ?? "")
    .split(",")
    .map((range) => range.trim())
    .filter(Boolean),
  /** How long one Firestore call (one attempt) may take before it fails with DEADLINE_EXCEEDED. */
  firestoreCallTimeoutMs: Number(process.env.VITRINE_FIRESTORE_TIMEOUT_MS ?? 10_000),
  /**
   * How long the API works on one request before answering 503 with Retry-After: under the
   * function's 60 s timeout, so a hung dependency is an answer the client can act on.
   */
  requestDeadlineMs: Number(process.env.VITRINE_REQUEST_DEADLINE_MS ?? 50_000),
  /** Who may create a workspace from the sign-up screen, and the abuse limits around it. */
  signUp: {
    mode: signUpMode(process.env.VITRINE_SIGNUP),
    /** The code the form must carry in `invite-code` mode; unset, that mode refuses everyone. */
    inviteCode: process.env.VITRINE_SIGNUP_INVITE_CODE ?? "",
    /** Workspaces one client address may create per hour. */
    perAddressPerHour: positiveInt(process.env.VITRINE_SIGNUPS_PER_ADDRESS_PER_HOUR, 5),
    /** Workspaces whose owner has not verified their email, all together: past it sign-up waits. */
    maxUnverifiedWorkspaces: positiveInt(process.env.VITRINE_MAX_UNVERIFIED_WORKSPACES, 500),
  },
  /** Seconds a client is told to wait before retrying when a dependency is down. */
  retryAfterSeconds: 5,
} as const;
