import { embedSnippet, fitEmbedSize, type Oembed, type OembedQuery } from "@vitrine/contract";
import { config } from "../config.js";
import { notFound, notImplemented } from "../errors.js";
import { loadShareCard } from "../viewer-page/share-card.js";

/** A placement's viewer or embed path: `/{id}` or `/embed/{id}` (auto-ids: 20 letters and digits). */
const PLACEMENT_PATH = /^\/(?:embed\/)?([A-Za-z0-9]{20})\/?$/;

/** The placement a link of this site names, or null. */
export function placementIdOfLink(link: string, baseUrl = config.publicBaseUrl): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== new URL(baseUrl).origin) return null;
  return PLACEMENT_PATH.exec(url.pathname)?.[1] ?? null;
}

/**
 * The oEmbed answer for a placement link: `rich`, with the embed's `<iframe>` sized within the
 * consumer's limits. Links of other sites and unknown placements are a 404, as the spec asks.
 */
export async function oembedFor(query: OembedQuery): Promise<{ body: Oembed; maxAgeSeconds: number }> {
  if (query.format === "xml") throw notImplemented("Only the json format is offered");
  const placementId = placementIdOfLink(query.url);
  if (!placementId) throw notFound({ message: "Not a placement link of this site" });
  const card = await loadShareCard(placementId);
  const { width, height } = fitEmbedSize(query.maxwidth, query.maxheight);
  const body: Oembed = {
    type: "rich",
    version: "1.0",
    title: card.title,
    author_name: card.brandName,
    provider_name: "Vitrine",
    provider_url: config.publicBaseUrl,
    html: embedSnippet(config.publicBaseUrl, placementId, { title: card.title, width, height }),
    width,
    height,
    cache_age: Math.max(card.maxAgeSeconds, 0),
  };
  if (card.image) {
    body.thumbnail_url = card.image.url;
    if (card.image.width && card.image.height) {
      body.thumbnail_width = card.image.width;
      body.thumbnail_height = card.image.height;
    }
  }
  return { body, maxAgeSeconds: card.maxAgeSeconds };
}
