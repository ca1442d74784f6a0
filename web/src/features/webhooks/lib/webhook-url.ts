import { useT, type WebhooksT } from "../messages";

/**
 * The console's own check of an endpoint address, so the common mistakes show under the field at
 * once. The server has the last word: it also refuses internal addresses, and allows plain http to
 * this machine only on the local emulators, which is why such addresses are let through here.
 */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function webhookUrlIssue(raw: string, t: WebhooksT = useT.now): string | null {
  const value = raw.trim();
  if (!value) return t("url.empty");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return t("url.notAUrl");
  }
  const loopbackHttp = url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
  if (url.protocol !== "https:" && !loopbackHttp) return t("url.notHttps");
  if (url.username || url.password) return t("url.credentials");
  if (url.hash) return t("url.fragment");
  return null;
}
