import { isIP } from "node:net";

/**
 * Plain http to this machine is allowed only on the local emulators, so tests and local
 * development can run a receiver; everywhere else endpoints must be https.
 */
export const runsOnEmulators = () => process.env.FUNCTIONS_EMULATOR === "true" || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** IPv4/IPv6 literals no public endpoint has: loopback, private, link-local (cloud metadata), unspecified. */
function isInternalAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  const version = isIP(bare);
  if (version === 4) {
    const [a, b] = bare.split(".").map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (version === 6) {
    return bare === "::" || bare === "::1" || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith("::ffff:");
  }
  return false;
}

/**
 * Why a webhook address is refused, or null when it is fine: https only (http to localhost on
 * the emulators), no credentials in it, and no internal address written as an IP or `localhost`.
 * Names that resolve to internal addresses are the egress network's to block.
 */
export function webhookUrlProblem(raw: string, { allowLoopbackHttp = runsOnEmulators() } = {}): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a full address starting with https://";
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback && allowLoopbackHttp)) {
    return "Webhook endpoints must use https://";
  }
  if (url.username || url.password) return "Leave credentials out of the address: deliveries are signed instead";
  if (url.hash) return "Leave the #fragment out of the address";
  if (!(loopback && allowLoopbackHttp) && (loopback || url.hostname.endsWith(".localhost") || isInternalAddress(url.hostname))) {
    return "Use a public address: internal and loopback addresses cannot receive webhooks";
  }
  return null;
}
