import { call, type ApiResponse } from "./http.js";
import type { Workspace } from "./workspace.js";

export interface Probe {
  path: string;
  /** Write routes get an empty body: an allowed caller reaches validation (400), a denied one never does. */
  json?: unknown;
  /** Extra request headers, e.g. a stale If-Match so that an allowed delete of something shared changes nothing. */
  headers?: Record<string, string>;
  /** What an allowed caller sees, when it is not a plain success. */
  allowed?: (res: ApiResponse) => boolean;
}

export const NOBODY = "no-such-user";
export const is = (status: number) => (res: ApiResponse) => res.status === status;
export const missing = (what: string) => (res: ApiResponse) => res.status === 404 && res.body.error.message === `${what} not found`;

/** The probes of one area's routes: undefined for a route that is not the area's. */
export type AreaProbes = (name: string, ws: Workspace) => Promise<Probe | undefined>;

/** Creates a brand content object as the owner; returns its id. */
export async function create(ws: Workspace, collection: string, json: unknown): Promise<string> {
  const res = await call("POST", `/v1/brands/${ws.brandId}/${collection}`, { token: ws.users.owner.token, json });
  if (res.status !== 201) throw new Error(`fixture ${collection}: ${res.text}`);
  return res.body.id;
}

/** One shared object per brand and collection, for the probes that only read or validate. */
const fixtures = new Map<string, Promise<string>>();
export function fixture(ws: Workspace, collection: string, json: unknown): Promise<string> {
  const key = `${ws.brandId}/${collection}`;
  if (!fixtures.has(key)) fixtures.set(key, create(ws, collection, json));
  return fixtures.get(key)!;
}
