import type { ShareCard } from "./share-card.js";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface PageLinks {
  /** The placement's public address (`{base}/{placementId}`): the card's canonical link. */
  pageUrl: string;
  /** The oEmbed answer for it, for consumers that discover it from the page. */
  oembedUrl: string;
}

/** The Open Graph, Twitter card and oEmbed discovery tags of a placement's page. */
export function shareTags(card: ShareCard, links: PageLinks): string[] {
  const title = card.title === card.brandName ? card.title : `${card.title} · ${card.brandName}`;
  const meta = (attribute: "property" | "name", key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta("name", "description", card.description),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", card.brandName),
    meta("property", "og:title", title),
    meta("property", "og:description", card.description),
    meta("property", "og:url", links.pageUrl),
    meta("name", "twitter:card", card.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", card.description),
  ];
  if (card.image) {
    tags.push(meta("property", "og:image", card.image.url), meta("name", "twitter:image", card.image.url));
    if (card.image.width && card.image.height) {
      tags.push(meta("property", "og:image:width", String(card.image.width)), meta("property", "og:image:height", String(card.image.height)));
    }
    tags.push(meta("property", "og:image:alt", title));
  }
  for (const preload of card.preloads) {
    // Same-origin fetches are made with credentials "same-origin", which `crossorigin` (anonymous) matches.
    const kind = preload.as === "fetch" ? ` as="fetch" crossorigin` : ` as="image"`;
    const media = preload.media ? ` media="${escapeHtml(preload.media)}"` : "";
    tags.push(`<link rel="preload" href="${escapeHtml(preload.href)}"${kind}${media} />`);
  }
  tags.push(
    `<link rel="canonical" href="${escapeHtml(links.pageUrl)}" />`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(links.oembedUrl)}" title="${escapeHtml(title)}" />`,
  );
  return tags;
}

/**
 * The built index.html with the card's tags in its head and its title set. Nothing else changes:
 * the same scripts load in the same order, so the viewer starts as it does from the static file.
 */
export function renderViewerPage(template: string, card: ShareCard | null, links: PageLinks | null): string {
  if (!card || !links) return template;
  const title = card.title === card.brandName ? card.title : `${card.title} · ${card.brandName}`;
  const withLanguage = card.language ? splice(template, /<html lang="[^"]*"/, `<html lang="${escapeHtml(card.language)}"`) : template;
  const withTitle = splice(withLanguage, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const tags = shareTags(card, links)
    .map((tag) => `    ${tag}\n`)
    .join("");
  return splice(withTitle, "</head>", `${tags}  </head>`);
}

/**
 * `page` with the first match of `pattern` replaced by `markup`, taken literally. Through a
 * function, never as a replacement string: there `$&`, `` $` `` and `$'` are patterns, and a brand
 * named ``Q$&R$`S`` would splice the page's own template back into its title.
 */
function splice(page: string, pattern: string | RegExp, markup: string): string {
  return page.replace(pattern, () => markup);
}
