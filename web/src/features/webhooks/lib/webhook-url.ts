/**
 * The console's own check of an endpoint address, so the common mistakes show under the field at
 * once. The server has the last word: it also refuses internal addresses, and allows plain http to
 * this machine only on the local emulators, which is why such addresses are let through here.
 */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function webhookUrlIssue(raw: string): string | null {
  const value = raw.trim();
  if (!value) return "Enter the endpoint's address";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full address starting with https://";
  }
  const loopbackHttp = url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
  if (url.protocol !== "https:" && !loopbackHttp) return "Webhook endpoints must use https://";
  if (url.username || url.password) return "Leave credentials out of the address: deliveries are signed instead";
  if (url.hash) return "Leave the #fragment out of the address";
  return null;
}
