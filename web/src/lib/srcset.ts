/**
 * `srcset` for an uploaded image's resized copies (the API's `imageVariants`, `logoVariants`,
 * an avatar's `variants`): the browser picks the smallest copy that fills the slot at the
 * screen's density, instead of downloading the original. Imports nothing, so the viewer can use it.
 */
export interface SrcSetVariant {
  url: string;
  width: number;
}

/** `"<url> 320w, <url> 640w"`, or undefined when there are no copies (the plain `src` is used). */
export function srcSetOf(variants: readonly SrcSetVariant[] | undefined | null): string | undefined {
  if (!variants || variants.length === 0) return undefined;
  // A space or comma inside a URL would split the list: percent-encode them.
  return variants.map((v) => `${v.url.replace(/ /g, "%20").replace(/,/g, "%2C")} ${v.width}w`).join(", ");
}
