/**
 * How the console talks to the API. Calls are named after the contract's route table, so the
 * path, method, request and response types all come from `@vitrine/contract`; requests are validated
 * before they leave and responses are validated before anyone trusts them. (The public viewer
 * calls its few routes through `public-api.ts`, which does not load the schemas.)
 */
import {
  buildPath,
  routes,
  type RouteBody,
  type RouteName,
  type RouteParams,
  type RouteQuery,
  type RouteDef,
  type RouteResponse,
  type Routes,
} from "@vitrine/contract";
import type { z } from "zod";
import { ApiError, isApiError } from "./api-error";
import { inConsoleLanguage } from "./api-messages";
import { INVALID_RESPONSE_MESSAGE, readJson, send, toQueryString, type JsonObjectBody } from "./api-transport";
import { useT } from "./messages";

export type RequestInput<N extends RouteName> = {
  params?: RouteParams<N>;
  query?: RouteQuery<N>;
  body?: RouteBody<N>;
  signal?: AbortSignal;
  /** For a POST that must not run twice when resent after a lost answer (see `IdempotencyKey`). */
  idempotencyKey?: string;
  /**
   * A token to send instead of the signed-in user's: a public route that needs a person who is not
   * a member yet (accepting an invitation with single sign-on).
   */
  token?: string;
};

export interface ApiClientOptions {
  /** Origin to call; the app uses its own origin because Hosting rewrites /v1 to the API. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The caller's Firebase ID token, or null when signed out. */
  getToken?: (forceRefresh: boolean) => Promise<string | null>;
}

/** What a route that answers a file (`produces` in the route table) gives: the file and the name the server suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A route's answer: its JSON, parsed by the contract, or the file it sends. */
export type ApiAnswer<N extends RouteName> = Routes[N] extends { produces: readonly string[] } ? DownloadedFile : RouteResponse<N>;

/** The file name of `Content-Disposition: attachment; filename="…"; filename*=UTF-8''…`, the UTF-8 one first. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "");
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? fallback;
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? "";
  const getToken = options.getToken ?? (async () => null);

  return async function request<N extends RouteName>(name: N, input: RequestInput<N> = {}): Promise<ApiAnswer<N>> {
    const route: RouteDef = routes[name];
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

    // Validate what we send with the same schemas the server uses, so a form mistake is
    // reported the same way (and without a round trip).
    const params = parseInput(route.params, input.params);
    const query = parseInput(route.query, input.query);
    // Every route's body schema is an object (lib/json-bodies.test.ts holds the route table to it).
    const body = parseInput(route.body, input.body) as JsonObjectBody | undefined;

    const url = baseUrl + buildPath(route.path, params as Record<string, string> | undefined) + toQueryString(query as Record<string, unknown>);

    const attempt = async (forceRefresh: boolean) =>
      send(doFetch, {
        method: route.method,
        url,
        body,
        token: input.token ?? (route.access === "public" ? null : await getToken(forceRefresh)),
        signal: input.signal,
        idempotencyKey: input.idempotencyKey,
      });

    const inLanguage = (error: unknown): never => {
      throw isApiError(error) ? inConsoleLanguage(error) : error;
    };
    let response = await attempt(false).catch(inLanguage);
    // A token can expire between two calls; refresh it once before giving up.
    if (response.status === 401 && route.access !== "public" && !input.token) response = await attempt(true).catch(inLanguage);

    if (route.produces && response.ok) {
      const file: DownloadedFile = { blob: await response.blob(), fileName: dispositionFileName(response.headers.get("Content-Disposition"), name) };
      return file as ApiAnswer<N>;
    }
    const json = await readJson(response).catch(inLanguage);
    const parsed = route.response.safeParse(json);
    if (!parsed.success) {
      if (import.meta.env.DEV) console.error(`Response of ${name} does not match the contract`, parsed.error.issues);
      throw new ApiError({ code: "invalid-response", message: INVALID_RESPONSE_MESSAGE, issues: issuesOf(parsed.error) });
    }
    return parsed.data as ApiAnswer<N>;
  };
}

function parseInput(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema || value === undefined) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error);
  throw inConsoleLanguage(new ApiError({ code: "invalid-argument", message: issues[0]?.message ?? useT.now("errors.invalidInput"), issues }));
}

export type ApiRequest = ReturnType<typeof createApiClient>;
