import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The headers Hosting gives the viewer's pages (firebase.json: the rule of every path, and the rule
 * of every path but `/embed/…` that holds the Content-Security-Policy and X-Frame-Options). The
 * share and embed pages are answered by this function, so it sends them itself; on the embed page,
 * where Hosting adds only the rule of every path, it is the one source of the policy. The build copies
 * them next to this module (`hosting-headers.json`); the local stack points
 * `VITRINE_HOSTING_CONFIG` at its generated config, whose policy also allows the emulators.
 */
type HeaderRule = { source?: string; regex?: string; headers: { key: string; value: string }[] };
type HostingConfig = { hosting?: { headers?: HeaderRule[] } };

let cached: Record<string, string> | undefined;

/** The headers a config gives a viewer page (`/`, standing for any path outside `/embed/`, `/assets/`). */
export function pageHeadersOfConfig(config: HostingConfig): Record<string, string> {
  const applies = (rule: HeaderRule) => rule.source === "**" || (rule.regex !== undefined && new RegExp(rule.regex, "u").test("/"));
  const rules = (config.hosting?.headers ?? []).filter(applies);
  return Object.fromEntries(rules.flatMap((rule) => rule.headers.map((h) => [h.key, h.value])));
}

export function hostingHeaders(): Record<string, string> {
  if (cached) return cached;
  const configFile = process.env.VITRINE_HOSTING_CONFIG;
  cached = configFile
    ? pageHeadersOfConfig(JSON.parse(readFileSync(configFile, "utf8")))
    : (JSON.parse(readFileSync(path.join(__dirname, "hosting-headers.json"), "utf8")) as Record<string, string>);
  return cached;
}
