import { PRODUCT_SEARCH_MAX } from "@vitrine/contract";

/** Where a word starts: the first character, and any letter or digit after something that is neither. */
function wordStarts(text: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const isWordChar = /[\p{L}\p{N}]/u.test(text[i]!);
    const afterBreak = i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!);
    if (isWordChar && afterBreak) starts.push(i);
  }
  return starts;
}

/** Words of the name, past the first, whose starts are searchable: enough for real names, bounded for long ones. */
const SEARCHABLE_WORDS = 6;

/**
 * The search keys of a product: every prefix (up to PRODUCT_SEARCH_MAX characters) of its SKU,
 * of its name and of the name from each of its first words on, lower-cased. One `array-contains`
 * query then finds "oak" in "OAK-12" or "Dining table, oak" and still sorts by name with a cursor.
 */
export function productSearchKeys(sku: string, name: string): string[] {
  const keys = new Set<string>();
  const addPrefixes = (text: string) => {
    const clipped = text.slice(0, PRODUCT_SEARCH_MAX);
    for (let end = 1; end <= clipped.length; end++) keys.add(clipped.slice(0, end));
  };
  addPrefixes(sku.toLowerCase());
  const nameLower = name.toLowerCase();
  addPrefixes(nameLower);
  for (const start of wordStarts(nameLower).slice(1, 1 + SEARCHABLE_WORDS)) addPrefixes(nameLower.slice(start));
  return [...keys];
}
