import ipaddr from "ipaddr.js";

/**
 * Whether an IP address is one the public internet can reach, for requests the server makes on a
 * customer's behalf (webhooks). Everything ipaddr.js does not call `unicast` is refused, plus the
 * ranges it does not know; an IPv6 address that carries an IPv4 one (IPv4-mapped, NAT64, 6to4,
 * Teredo, IPv4-compatible) is judged by the IPv4 address it leads to.
 */

/** IPv4 ranges ipaddr.js 1.x still calls unicast. */
const EXTRA_INTERNAL_V4: [string, number][] = [
  ["198.18.0.0", 15], // benchmarking (RFC 2544), routed inside some clouds
  ["192.0.0.0", 24], // IETF protocol assignments
  ["0.0.0.0", 8],
];

/** IPv6 ranges ipaddr.js 1.x still calls unicast. */
const EXTRA_INTERNAL_V6: [string, number][] = [
  ["::", 96], // IPv4-compatible (deprecated) and everything else below ::ffff:0:0
  ["64:ff9b:1::", 48], // local-use NAT64 (RFC 8215)
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments (Teredo, 2001::/32, is handled on its own)
  ["fec0::", 10], // site-local (deprecated)
];

const v4Ranges = EXTRA_INTERNAL_V4.map(([a, bits]) => [ipaddr.IPv4.parse(a), bits] as [ipaddr.IPv4, number]);
const v6Ranges = EXTRA_INTERNAL_V6.map(([a, bits]) => [ipaddr.IPv6.parse(a), bits] as [ipaddr.IPv6, number]);

const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

function v4Problem(address: ipaddr.IPv4): string | null {
  const range = address.range();
  if (range !== "unicast") return `${address.toString()} is ${describe(range)}`;
  if (v4Ranges.some((r) => address.match(r))) return `${address.toString()} is a reserved address`;
  return null;
}

function describe(range: string): string {
  switch (range) {
    case "loopback":
      return "a loopback address";
    case "private":
      return "a private address";
    case "linkLocal":
      return "a link-local address (cloud metadata lives there)";
    case "carrierGradeNat":
      return "a shared (carrier-grade NAT) address";
    case "uniqueLocal":
      return "a private (unique local) address";
    case "multicast":
      return "a multicast address";
    case "broadcast":
      return "the broadcast address";
    case "unspecified":
      return "the unspecified address";
    default:
      return "a reserved address";
  }
}

/** The IPv4 address an IPv6 address stands for, when it is one of the translation forms. */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
    case "rfc6052":
      return v4(p[6]!, p[7]!);
    case "6to4":
      return v4(p[1]!, p[2]!);
    case "teredo":
      // The client's address, obfuscated by inverting its bits.
      return v4(~p[6]! & 0xffff, ~p[7]! & 0xffff);
    default:
      return null;
  }
}

/** Why `ip` (a literal IPv4 or IPv6 address, brackets allowed) must not be contacted, or null when it is public. */
export function internalAddressProblem(ip: string): string | null {
  const bare = ip.replace(/^\[|\]$/g, "");
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(bare);
  } catch {
    return `${bare} is not an address that can be checked`;
  }
  if (address.kind() === "ipv4") return v4Problem(address as ipaddr.IPv4);
  const six = address as ipaddr.IPv6;
  if (six.zoneId) return `${bare} is a link-local address`;
  const inner = embeddedV4(six);
  if (inner) {
    const problem = v4Problem(inner);
    return problem ? `${bare} leads to ${problem}` : null;
  }
  const range = six.range();
  if (range !== "unicast") return `${bare} is ${describe(range)}`;
  if (v6Ranges.some((r) => six.match(r))) return `${bare} is a reserved address`;
  return null;
}

export const isPublicAddress = (ip: string) => internalAddressProblem(ip) === null;

/** 127.0.0.0/8 or ::1 written as such (not an IPv6 form leading there). */
export function isLoopbackLiteral(ip: string): boolean {
  try {
    return ipaddr.parse(ip.replace(/^\[|\]$/g, "")).range() === "loopback";
  } catch {
    return false;
  }
}
