/**
 * The wire side of every API call, shared by the console's validating client (`api-client.ts`)
 * and the viewer's public one (`public-api.ts`): fetch, the error envelope, `Retry-After`, JSON.
 * It needs no zod, so the public viewer can use it without loading the schemas.
 */
import { errorStatus, type ErrorCode, type FieldIssue } from "@vitrine/contract/error-codes";
import { ApiError } from "./api-error";

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";
export const INVALID_RESPONSE_MESSAGE = "The server sent a response this app does not understand.";

const codeByStatus = new Map<number, ErrorCode>((Object.entries(errorStatus) as [ErrorCode, number][]).reverse().map(([code, status]) => [status, code]));

const fallbackMessages: Record<number, string> = {
  400: "The request was not valid",
  401: "You are not signed in",
  403: "You do not have permission to do this",
  404: "Not found",
  409: "This conflicts with the current state",
  413: "The request is too large",
  429: "Too many requests, try again shortly",
  503: "The service is unavailable, try again shortly",
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isFieldIssue = (value: unknown): value is FieldIssue => isRecord(value) && typeof value.path === "string" && typeof value.message === "string";

/** The API's error envelope (`errorEnvelopeSchema` in the contract), checked by hand. */
function readEnvelope(json: unknown): { code: ErrorCode; message: string; issues?: FieldIssue[]; requestId?: string } | null {
  const error = isRecord(json) ? json.error : undefined;
  if (!isRecord(error)) return null;
  const { code, message, status, issues, requestId } = error;
  if (typeof code !== "string" || !(code in errorStatus) || typeof message !== "string" || !Number.isInteger(status)) return null;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isFieldIssue))) return null;
  if (requestId !== undefined && typeof requestId !== "string") return null;
  return { code: code as ErrorCode, message, issues, requestId };
}

/** Turns a non-2xx answer into an ApiError, whether or not it carries the error envelope. */
export function parseErrorResponse(status: number, bodyText: string, retryAfterHeader: string | null = null): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfterHeader);
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const envelope = readEnvelope(json);
  if (envelope) {
    // Trust the HTTP status over the body's copy: it is what actually happened on the wire.
    return new ApiError({ ...envelope, status, retryAfterSeconds });
  }
  const code = codeByStatus.get(status) ?? (status >= 500 ? "internal" : "invalid-argument");
  const message = fallbackMessages[status] ?? (status >= 500 ? "Something went wrong on the server" : "The request failed");
  return new ApiError({ code, message, status, retryAfterSeconds });
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** `?a=1&b=x`, leaving out empty values; "" when nothing is left. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * A request body: always a JSON object. Cloud Functions parses a JSON body before the API runs
 * and answers `null`, a number or a string with its own HTML 400 (docs/security.md, "Platform
 * limit"), so no client of the project sends anything else; every route's body is an object.
 */
export type JsonObjectBody = { readonly [key: string]: unknown };

/** The API's limit on a request body (functions/src/config.ts, `maxJsonBodyBytes`). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The server's own sentence for a body over the limit, so the console's catalogues translate it. */
export const BODY_TOO_LARGE_MESSAGE = `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes`;

/** A plain object (or one made with a null prototype): not an array, a Date, a Map, a class. */
export function isJsonObjectBody(value: unknown): value is JsonObjectBody {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The text to send for a body. Anything but a plain object is a programming mistake, refused here
 * so that it never reaches the platform's HTML answer; a body over the API's limit is refused with
 * the 413 the API would give, without uploading it first.
 */
export function jsonRequestBody(body: unknown): string {
  if (!isJsonObjectBody(body)) {
    const kind = body === null ? "null" : Array.isArray(body) ? "an array" : typeof body;
    throw new TypeError(`A request body must be a JSON object, not ${kind}`);
  }
  const text = JSON.stringify(body);
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) {
    throw new ApiError({ code: "payload-too-large", status: 413, message: BODY_TOO_LARGE_MESSAGE });
  }
  return text;
}

export interface WireRequest {
  method: string;
  url: string;
  /** Sent as JSON when present: a plain object, never an array, a string, a number or null. */
  body?: JsonObjectBody;
  token?: string | null;
  signal?: AbortSignal;
  /** Makes a POST safe to resend: the server answers a repeat with the first answer. */
  idempotencyKey?: string;
}

/** Sends one request; a failure to reach the server becomes an ApiError (an abort stays an abort). */
export async function send(doFetch: typeof fetch, { method, url, body, token, signal, idempotencyKey }: WireRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const text = body === undefined ? undefined : jsonRequestBody(body);
  try {
    return await doFetch(url, { method: method.toUpperCase(), headers, body: text, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ code: "network-error", message: NETWORK_ERROR_MESSAGE });
  }
}

/** The JSON of a 2xx answer; anything else is thrown as an ApiError. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw parseErrorResponse(response.status, text, response.headers.get("Retry-After"));
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError({ code: "invalid-response", message: INVALID_RESPONSE_MESSAGE });
  }
}
