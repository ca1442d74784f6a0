/**
 * How the public screens (the viewer, and the sign-in screen's workspace lookup) talk to the API:
 * the public routes only (`publicEndpoints`), typed by the contract but without zod. The viewer
 * opens from a QR code on a phone, so it does not load the schemas (about 40 KB gzip) to re-check
 * answers the API has already checked on the way out: the server validates every request, and
 * its contract tests hold every answer to its schema. A refusal still arrives as the same
 * ApiError the console gets.
 */
import type { RouteResponse } from "@vitrine/contract";
import { buildPath, publicEndpoints, type PublicRouteName } from "@vitrine/contract/public-endpoints";
// Types only: the console's client (and the schemas it loads) stays out of the bundle.
import type { RequestInput } from "./api-client";
import { readJson, send, toQueryString, type JsonObjectBody } from "./api-transport";

export function createPublicApi(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const baseUrl = options.baseUrl ?? "";
  return async function publicRequest<N extends PublicRouteName>(name: N, input: RequestInput<N> = {}): Promise<RouteResponse<N>> {
    const { method, path } = publicEndpoints[name];
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const url =
      baseUrl + buildPath(path, input.params as Record<string, string> | undefined) + toQueryString(input.query as Record<string, unknown> | undefined);
    // A generic route's body type is not known to be an object here; `send` checks that it is.
    const response = await send(doFetch, { method, url, body: input.body as JsonObjectBody | undefined, signal: input.signal });
    return (await readJson(response)) as RouteResponse<N>;
  };
}

export const publicApi = createPublicApi();
