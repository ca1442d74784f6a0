/**
 * The list's search box, matched on this side: the viewer holds the whole library (every page),
 * so filtering here is instant and the selected model's data stays at hand whatever is typed.
 * Broader than the API's `q` (the start of the name): the start of any word of the name or a tag.
 */

/** Lower case without accents, so `cafe` finds “Round Café Table”. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when every word of `query` starts a word of the name or of a tag. Empty query: all. */
export function matchesSearch(object: { name: string; tags: readonly string[] }, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const haystack = [...words(object.name), ...object.tags.flatMap(words)];
  return wanted.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}
