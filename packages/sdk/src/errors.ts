/** What the API answers on failure (the contract's `errorEnvelopeSchema`). */
export interface ErrorEnvelope {
  error: { code: string; message: string; status: number; requestId?: string; issues?: { path: string; message: string }[] };
}

/** An answer outside 2xx: the envelope's code, message and request id, and `Retry-After` when sent. */
export class VitrineApiError extends Error {
  readonly name = "VitrineApiError";
  constructor(
    readonly status: number,
    /** The envelope's code (`not-found`, `rate-limited`, …), or `http_<status>` when the body was not an envelope. */
    readonly code: string,
    message: string,
    /** Quote it to support: it names the request in the server's logs. */
    readonly requestId: string | undefined,
    /** Seconds the server asked to wait (`Retry-After`), on 429 and 503. */
    readonly retryAfterSeconds: number | undefined,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** No answer at all: the network failed, or the request took longer than the client's timeout. */
export class VitrineNetworkError extends Error {
  readonly name = "VitrineNetworkError";
  constructor(
    message: string,
    readonly timedOut: boolean,
    readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

export async function errorFromResponse(response: Response): Promise<VitrineApiError> {
  const retryAfter = parseRetryAfter(response.headers.get("Retry-After"));
  const headerRequestId = response.headers.get("X-Request-Id") ?? undefined;
  const text = await response.text().catch(() => "");
  try {
    const { error } = JSON.parse(text) as ErrorEnvelope;
    if (error && typeof error.code === "string") {
      return new VitrineApiError(response.status, error.code, error.message, error.requestId ?? headerRequestId, retryAfter, error.issues);
    }
  } catch {
    // Not JSON (a proxy's page): described by its status below.
  }
  return new VitrineApiError(response.status, `http_${response.status}`, text.slice(0, 200) || response.statusText, headerRequestId, retryAfter);
}
