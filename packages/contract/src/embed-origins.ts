import { z } from "zod";

/** At most this many sites may frame a brand's viewer. */
export const EMBED_ORIGINS_MAX = 20;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** A DNS name (as the URL parser writes it: lower case, punycode) or an IP literal. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * A site allowed to frame the brand's viewer (`/embed/{placementId}`), written as an origin:
 * `https://shop.example.com` or with a port. Plain http only on loopback, for trying a page
 * locally: anything else on http could be changed on its way to the visitor. Stored as the URL
 * parser writes it (lower-case host, default port dropped), which is also how browsers compare it
 * in `frame-ancestors`.
 */
export const embedOriginSchema = z
  .string()
  .trim()
  .max(200, "An origin is at most 200 characters")
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "Write an origin like https://shop.example.com" });
      return z.NEVER;
    }
    const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
    if (!secure) {
      ctx.addIssue({ code: "custom", message: "Use https (plain http only for 127.0.0.1 or localhost)" });
      return z.NEVER;
    }
    // Only scheme, host and port: a path, a query, credentials or a wildcard would not mean what
    // the brand expects in frame-ancestors.
    const bare = (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !url.username && !url.password;
    if (!bare || !/^https?:\/\/[^/]+\/?$/.test(value) || value.includes("*")) {
      ctx.addIssue({ code: "custom", message: "Only the origin: scheme, host and port, no path" });
      return z.NEVER;
    }
    // The URL parser keeps characters such as `,` and `;` in a host; in a policy they would start
    // another source or directive. A host is a DNS name or an IP literal, nothing else.
    if (!HOST.test(url.hostname)) {
      ctx.addIssue({ code: "custom", message: "The host must be a domain name or an IP address" });
      return z.NEVER;
    }
    return url.origin;
  });

export const embedOriginsSchema = z
  .array(embedOriginSchema)
  .max(EMBED_ORIGINS_MAX, `At most ${EMBED_ORIGINS_MAX} sites`)
  .transform((origins) => [...new Set(origins)]);
