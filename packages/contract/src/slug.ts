/**
 * "Café Crème & Co." -> "cafe-creme-co": a name's letters and digits without their accents, in
 * lower case, joined by single hyphens, cut at `maxLength` characters; empty when the name has
 * none. The server names brands this way and the console names downloaded files.
 */
export function slugOf(name: string, maxLength: number): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength);
}
