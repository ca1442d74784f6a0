/**
 * The one way the web app talks to the API. Calls are named after the contract's route table,
 * so the path, method, request and response types all come from `@contract`; requests are
 * validated before they leave and responses are validated before anyone trusts them.
 */
import {
  buildPath,
  errorEnvelopeSchema,
  errorStatus,
  routes,
  type ErrorCode,
  type RouteBody,
  type RouteName,
  type RouteParams,
  type RouteQuery,
  type RouteDef,
  type RouteResponse,
} from "@contract";
import type { z } from "zod";
import { ApiError } from "./api-error";

export type RequestInput<N extends RouteName> = {
  params?: RouteParams<N>;
  query?: RouteQuery<N>;
  body?: RouteBody<N>;
  signal?: AbortSignal;
};

export interface ApiClientOptions {
  /** Origin to call; the app uses its own origin because Hosting rewrites /v1 to the API. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The caller's Firebase ID token, or null when signed out. */
  getToken?: (forceRefresh: boolean) => Promise<string | null>;
}

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";
export const INVALID_RESPONSE_MESSAGE = "The server sent a response this app does not understand.";

const codeByStatus = new Map<number, ErrorCode>(
  (Object.entries(errorStatus) as [ErrorCode, number][]).reverse().map(([code, status]) => [status, code]),
);

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

/** Turns a non-2xx answer into an ApiError, whether or not it carries the error envelope. */
export function parseErrorResponse(status: number, bodyText: string, retryAfterHeader: string | null = null): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfterHeader);
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const envelope = errorEnvelopeSchema.safeParse(json);
  if (envelope.success) {
    const { code, message, issues, requestId } = envelope.data.error;
    // Trust the HTTP status over the body's copy: it is what actually happened on the wire.
    return new ApiError({ code, message, status, issues, requestId, retryAfterSeconds });
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

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? "";
  const getToken = options.getToken ?? (async () => null);

  return async function request<N extends RouteName>(name: N, input: RequestInput<N> = {}): Promise<RouteResponse<N>> {
    const route: RouteDef = routes[name];
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

    // Validate what we send with the same schemas the server uses, so a form mistake is
    // reported the same way (and without a round trip).
    const params = parseInput(route.params, input.params);
    const query = parseInput(route.query, input.query);
    const body = parseInput(route.body, input.body);

    const url = baseUrl + buildPath(route.path, params as Record<string, string> | undefined) + toQueryString(query as Record<string, unknown>);

    const send = async (forceRefresh: boolean) => {
      const headers: Record<string, string> = { Accept: "application/json" };
      if (route.access !== "public") {
        const token = await getToken(forceRefresh);
        if (token) headers.Authorization = `Bearer ${token}`;
      }
      if (body !== undefined) headers["Content-Type"] = "application/json";
      try {
        return await doFetch(url, {
          method: route.method.toUpperCase(),
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: input.signal,
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") throw error;
        throw new ApiError({ code: "network-error", message: NETWORK_ERROR_MESSAGE });
      }
    };

    let response = await send(false);
    // A token can expire between two calls; refresh it once before giving up.
    if (response.status === 401 && route.access !== "public") response = await send(true);

    const text = await response.text();
    if (!response.ok) throw parseErrorResponse(response.status, text, response.headers.get("Retry-After"));

    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiError({ code: "invalid-response", message: INVALID_RESPONSE_MESSAGE });
    }
    const parsed = route.response.safeParse(json);
    if (!parsed.success) {
      if (import.meta.env.DEV) console.error(`Response of ${name} does not match the contract`, parsed.error.issues);
      throw new ApiError({ code: "invalid-response", message: INVALID_RESPONSE_MESSAGE, issues: issuesOf(parsed.error) });
    }
    return parsed.data as RouteResponse<N>;
  };
}

function parseInput(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema || value === undefined) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error);
  throw new ApiError({ code: "invalid-argument", message: issues[0]?.message ?? "Invalid input", issues });
}

export type ApiRequest = ReturnType<typeof createApiClient>;
