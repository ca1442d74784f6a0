import type { z } from "zod";
import type { Action } from "./roles.js";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route: anyone (`public`), any signed-in tenant member (`signed-in`),
 * or a caller whose role allows the action in the permission table.
 */
export type RouteAccess = "public" | "signed-in" | Action;

export interface RouteDef {
  method: HttpMethod;
  /** Express-style path, always under /v1. */
  path: string;
  summary: string;
  access: RouteAccess;
  /** Sensitive routes check that the ID token was not revoked and the user is not disabled. */
  sensitive?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  successStatus?: 200 | 201 | 204;
  /**
   * A route that answers a file rather than JSON: the media types it may send. Its handler writes
   * the answer itself; `response` is then `z.void()` and the document describes the file.
   */
  produces?: readonly string[];
  /**
   * The path of the GET whose representation `If-Match` is compared with (and whose new `ETag`
   * the answer carries), for an update that has no GET at its own path: e.g. a reorder of a list.
   */
  etagOf?: string;
  /** `required`: a POST refused (400) without an `Idempotency-Key`, for changes too big to risk running twice. */
  idempotencyKey?: "required";
  /**
   * Still served, but on its way out: answers carry `Deprecation` (and `Sunset` when set) and the
   * OpenAPI document marks the operation deprecated. Only a deprecated operation may later be
   * removed from /v1 (docs/api-compatibility.md).
   */
  deprecated?: RouteDeprecation;
}

export interface RouteDeprecation {
  /** The day it was deprecated (YYYY-MM-DD, UTC). */
  since: string;
  /** The day after which it may stop answering (YYYY-MM-DD, UTC); at least 6 months after `since`. */
  sunset?: string;
  /** What to call instead: an operation id. */
  use?: string;
}

/** Keeps each route group's literal types while checking it is a table of routes. */
export const defineRoutes = <T extends Record<string, RouteDef>>(routes: T) => routes;
