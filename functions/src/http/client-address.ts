import type { Request } from "express";
import ipaddr from "ipaddr.js";

/**
 * The client's address as the app's `trust proxy` setting resolves it from X-Forwarded-For (see
 * `proxyTrust`): whatever a client wrote there itself is ignored. A request with no address at all
 * (a Unix socket without forwarding) shares one bucket.
 */
export function clientAddress(req: Request): string {
  return req.ip || "unknown";
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseRanges(cidrs: readonly string[]): Range[] {
  return cidrs.map((cidr) => {
    try {
      return ipaddr.parseCIDR(cidr);
    } catch {
      throw new Error(`Not a CIDR range: "${cidr}" (VITRINE_EDGE_ADDRESS_RANGES)`);
    }
  });
}

/**
 * Express's `trust proxy` for `hops` proxies in front of the app, each appending the address that
 * connected to it to X-Forwarded-For. The address `hops` entries from the right (counting the
 * socket's peer as the first) is the client's, written by the outermost proxy.
 * With `edgeRanges` (the outermost proxy's own addresses, e.g. Firebase Hosting's CDN), the last
 * hop is trusted only when the address that connected to the proxy behind it lies in them: a caller
 * that skipped the outermost proxy is then keyed by its own address, not one it wrote.
 */
export function proxyTrust(hops: number, edgeRanges: readonly string[] = []): number | ((address: string, index: number) => boolean) {
  if (edgeRanges.length === 0 || hops === 0) return hops;
  const ranges = parseRanges(edgeRanges);
  const inRanges = (address: string) => {
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    // Same kinds only (ipaddr.process turns IPv4-mapped IPv6 into IPv4 first); match() throws across kinds.
    return ranges.some((range) => parsed.kind() === range[0].kind() && (parsed as ipaddr.IPv4).match(range as [ipaddr.IPv4, number]));
  };
  return (address, index) => index < hops - 1 || (index === hops - 1 && inRanges(address));
}
