import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { Agent, fetch, type RequestInit, type Response } from "undici";
import { internalAddressProblem, isLoopbackLiteral } from "./public-address.js";

/** Resolves a name to all its addresses (`dns.lookup` with `all: true`; tests pass a stub). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/** A name that resolves to an internal address: the request is never sent. */
export class InternalAddressError extends Error {
  readonly code = "EINTERNALADDRESS";
  constructor(hostname: string, problem: string) {
    super(isIP(hostname) ? problem : `${hostname} resolves to an internal address: ${problem}`);
    this.name = "InternalAddressError";
  }
}

/**
 * Resolves `hostname` and refuses it when any of its addresses is internal, so a name with one
 * public and one private record (or a rebinding server alternating them) never gets through.
 */
export async function resolvePublicAddresses(hostname: string, resolveAll: ResolveAll = systemResolveAll): Promise<LookupAddress[]> {
  const addresses = await resolveAll(hostname);
  if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" });
  for (const { address } of addresses) {
    const problem = internalAddressProblem(address);
    if (problem) throw new InternalAddressError(hostname, problem);
  }
  return addresses;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `net.connect` / `tls.connect`: the socket connects to the very address that was
 * checked, so a name cannot resolve to a public address for the check and a private one for the
 * connection.
 */
export function publicOnlyLookup(resolveAll: ResolveAll = systemResolveAll) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolvePublicAddresses(hostname, resolveAll).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: "ENOTFOUND" }), []);
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}

export interface PublicFetchOptions {
  resolveAll?: ResolveAll;
  /** Lets the request reach a literal loopback address (the local stack's test receivers). */
  allowLoopback?: boolean;
}

/**
 * `fetch` that reaches public addresses only: a literal IP must be public, and a name is resolved
 * by the connection itself through `publicOnlyLookup`. Redirects are the caller's to refuse
 * (`redirect: "manual"`), since a redirect could point anywhere.
 */
export function createPublicFetch({ resolveAll = systemResolveAll, allowLoopback = false }: PublicFetchOptions = {}) {
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(resolveAll) } });
  return async (url: string, init: Omit<RequestInit, "dispatcher"> = {}): Promise<Response> => {
    const { hostname } = new URL(url);
    const bare = hostname.replace(/^\[|\]$/g, "");
    if (isIP(bare)) {
      const problem = internalAddressProblem(bare);
      if (problem && !(allowLoopback && isLoopbackLiteral(bare))) throw new InternalAddressError(bare, problem);
    }
    return fetch(url, { ...init, dispatcher });
  };
}
