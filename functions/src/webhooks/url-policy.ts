import { isIP } from "node:net";
import { internalAddressProblem, isLoopbackLiteral } from "../egress/public-address.js";
import { InternalAddressError, resolvePublicAddresses, systemResolveAll, type ResolveAll } from "../egress/public-fetch.js";

/**
 * Plain http to this machine is allowed only on the local emulators, so tests and local
 * development can run a receiver; everywhere else endpoints must be https.
 */
export const runsOnEmulators = () => process.env.FUNCTIONS_EMULATOR === "true" || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/** Names that only ever mean this machine or the cloud's own services. */
const INTERNAL_NAME = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/;

const PUBLIC_ONLY = "Use a public address: internal and loopback addresses cannot receive webhooks";

export interface UrlPolicyOptions {
  /** Plain http to a literal loopback address (127.0.0.1, [::1]): the local stack's test receivers. */
  allowLoopbackHttp?: boolean;
}

/** The host as it will be connected to: lower case, without brackets or a trailing dot. */
export function normalisedHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "");
}

/**
 * Why a webhook address is refused, judged by the address alone, or null when it is fine: https
 * only, no credentials or fragment, no internal name (`localhost`, `*.internal` such as
 * `metadata.google.internal`…) and no internal IP in any notation. Names are resolved by
 * `resolvedWebhookUrlProblem` and again by every delivery's connection.
 */
export function webhookUrlProblem(raw: string, { allowLoopbackHttp = runsOnEmulators() }: UrlPolicyOptions = {}): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a full address starting with https://";
  }
  const host = normalisedHost(url);
  const testReceiver = allowLoopbackHttp && url.protocol === "http:" && isIP(host) !== 0 && isLoopbackLiteral(host);
  if (url.protocol !== "https:" && !testReceiver) return "Webhook endpoints must use https://";
  if (url.username || url.password) return "Leave credentials out of the address: deliveries are signed instead";
  if (url.hash) return "Leave the #fragment out of the address";
  if (testReceiver) return null;
  if (!host || INTERNAL_NAME.test(host)) return PUBLIC_ONLY;
  if (isIP(host) && internalAddressProblem(host)) return `${PUBLIC_ONLY} (${internalAddressProblem(host)})`;
  return null;
}

/**
 * `webhookUrlProblem`, then the name's addresses: a name resolving to any internal address is
 * refused. A name that does not resolve (yet) is let through: every delivery resolves it again and
 * refuses it then.
 */
export async function resolvedWebhookUrlProblem(
  raw: string,
  { resolveAll = systemResolveAll, ...options }: UrlPolicyOptions & { resolveAll?: ResolveAll } = {},
): Promise<string | null> {
  const problem = webhookUrlProblem(raw, options);
  if (problem) return problem;
  const host = normalisedHost(new URL(raw));
  if (isIP(host)) return null;
  try {
    await resolvePublicAddresses(host, resolveAll);
  } catch (err) {
    if (err instanceof InternalAddressError) return `${PUBLIC_ONLY} (${err.message})`;
  }
  return null;
}
