import type { ShareCard } from "./share-card.js";

/*
 * Every page the API writes (the share page `/{placementId}` and the embed page) is the built
 * index.html with values put in by `fillTemplate`, each written by the escaper of the place it
 * lands in: `html` for text and quoted attributes, `urlAttribute` for a link, `scriptJson` for
 * data in a script. Nothing else builds markup from a value.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const REFERENCES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "\r": "&#13;" };

/**
 * A value as text between tags (`<title>` included) or inside a double- or single-quoted
 * attribute. A carriage return is written as a reference because the parser turns a raw one into
 * a line feed; NUL and lone surrogates, which no HTML page can carry (UTF-8 has no lone surrogate,
 * the parser reads NUL as U+FFFD), are written as U+FFFD, so the page says exactly what is written.
 */
export function html(value: string): string {
  return value
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/\0/g, "\uFFFD")
    .replace(/[&<>"'\r]/g, (c) => REFERENCES[c]!);
}

/**
 * A link for an attribute (`href`, `og:url`, `og:image`): an absolute http(s) URL, or a path on
 * this site. Anything else (`javascript:`, `data:`, `//host`, `/\host`) is null, and the tag is
 * left out rather than written with it.
 */
export function urlAttribute(value: string): string | null {
  const base = "https://page.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value);
  if (relative) return url.origin === base && value.startsWith("/") ? html(url.pathname + url.search + url.hash) : null;
  return html(url.href);
}

/**
 * A value as JSON inside `<script type="application/json">`: `<`, `>` and `&` as JSON escapes, so
 * neither `</script>` nor `<!--` can end or change the script, and U+2028 and U+2029 escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A place in the template (its first match) and the markup, already escaped, that replaces it. */
export type TemplateEdit = readonly [at: string | RegExp, markup: string];

/**
 * The template with each edit made, the markup taken literally: through a replacer function, never
 * as a replacement string, where `$&`, `` $` `` and `$'` are patterns (a brand named ``Q$&R$`S``
 * once spliced the page's own template back into its title).
 */
export function fillTemplate(template: string, edits: readonly TemplateEdit[]): string {
  return edits.reduce((page, [at, markup]) => page.replace(at, () => markup), template);
}

export interface PageLinks {
  /** The placement's public address (`{base}/{placementId}`): the card's canonical link. */
  pageUrl: string;
  /** The oEmbed answer for it, for consumers that discover it from the page. */
  oembedUrl: string;
}

const titleOf = (card: ShareCard) => (card.title === card.brandName ? card.title : `${card.title} · ${card.brandName}`);

/** The Open Graph, Twitter card and oEmbed discovery tags of a placement's page. */
export function shareTags(card: ShareCard, links: PageLinks): string[] {
  const title = titleOf(card);
  const meta = (attribute: "property" | "name", key: string, value: string) => `<meta ${attribute}="${key}" content="${html(value)}" />`;
  const metaUrl = (attribute: "property" | "name", key: string, value: string) => {
    const url = urlAttribute(value);
    return url === null ? [] : [`<meta ${attribute}="${key}" content="${url}" />`];
  };
  const link = (attributes: string, href: string, rest = "") => {
    const url = urlAttribute(href);
    return url === null ? [] : [`<link ${attributes} href="${url}"${rest} />`];
  };
  const tags = [
    meta("name", "description", card.description),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", card.brandName),
    meta("property", "og:title", title),
    meta("property", "og:description", card.description),
    ...metaUrl("property", "og:url", links.pageUrl),
    meta("name", "twitter:card", card.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", card.description),
  ];
  if (card.image) {
    tags.push(...metaUrl("property", "og:image", card.image.url), ...metaUrl("name", "twitter:image", card.image.url));
    if (card.image.width && card.image.height) {
      tags.push(meta("property", "og:image:width", String(card.image.width)), meta("property", "og:image:height", String(card.image.height)));
    }
    tags.push(meta("property", "og:image:alt", title));
  }
  for (const preload of card.preloads) {
    // Same-origin fetches are made with credentials "same-origin", which `crossorigin` (anonymous) matches.
    const kind = preload.as === "fetch" ? ` as="fetch" crossorigin` : ` as="image"`;
    const media = preload.media ? ` media="${html(preload.media)}"` : "";
    tags.push(...link(`rel="preload"`, preload.href, `${kind}${media}`));
  }
  tags.push(...link(`rel="canonical"`, links.pageUrl), ...link(`rel="alternate" type="application/json+oembed"`, links.oembedUrl, ` title="${html(title)}"`));
  return tags;
}

/**
 * The built index.html with the card's tags in its head and its title set. Nothing else changes:
 * the same scripts load in the same order, so the viewer starts as it does from the static file.
 */
export function renderViewerPage(template: string, card: ShareCard | null, links: PageLinks | null): string {
  if (!card || !links) return template;
  const tags = shareTags(card, links)
    .map((tag) => `    ${tag}\n`)
    .join("");
  return fillTemplate(template, [
    ...(card.language ? [[/<html lang="[^"]*"/, `<html lang="${html(card.language)}"`] as const] : []),
    [/<title>[^<]*<\/title>/, `<title>${html(titleOf(card))}</title>`],
    ["</head>", `${tags}  </head>`],
  ]);
}
