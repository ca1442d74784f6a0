/**
 * The `<iframe>` that embeds a placement's viewer on another site: the console's copy-paste
 * snippet and the oEmbed answer's `html` are this one text. Imports nothing, so the console's
 * placement screen uses it without the schemas.
 */

/** What the framed viewer may use: WebXR and motion sensors for AR, fullscreen, sound and video autoplay, sharing. */
export const EMBED_ALLOW = "xr-spatial-tracking; fullscreen; accelerometer; gyroscope; magnetometer; autoplay; web-share";

export const EMBED_DEFAULT_SIZE = { width: 800, height: 600 } as const;

/** The embed page of a placement: `{base}/embed/{placementId}`. */
export function embedUrl(baseUrl: string, placementId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/embed/${encodeURIComponent(placementId)}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function embedSnippet(
  baseUrl: string,
  placementId: string,
  { title, width = EMBED_DEFAULT_SIZE.width, height = EMBED_DEFAULT_SIZE.height }: { title: string; width?: number; height?: number },
): string {
  return (
    `<iframe src="${escapeAttribute(embedUrl(baseUrl, placementId))}" title="${escapeAttribute(title)}" ` +
    `width="${Math.round(width)}" height="${Math.round(height)}" style="border:0;max-width:100%" ` +
    `allow="${EMBED_ALLOW}" allowfullscreen loading="lazy"></iframe>`
  );
}

/** The embed's size within an oEmbed consumer's limits, keeping the default's 4:3 shape. */
export function fitEmbedSize(maxWidth?: number, maxHeight?: number): { width: number; height: number } {
  const ratio = EMBED_DEFAULT_SIZE.height / EMBED_DEFAULT_SIZE.width;
  let width: number = EMBED_DEFAULT_SIZE.width;
  if (maxWidth !== undefined) width = Math.min(width, maxWidth);
  if (maxHeight !== undefined) width = Math.min(width, Math.floor(maxHeight / ratio));
  width = Math.max(1, width);
  return { width, height: Math.max(1, Math.round(width * ratio)) };
}
