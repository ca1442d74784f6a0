/**
 * A question's field name is its answer's key in analytics and exports (`lower_snake`, unique
 * in the survey). People write labels, not keys, so the editor proposes one from the label.
 */

const MAX_LENGTH = 40;
/** Words that make keys long without telling answers apart. */
const FILLER = new Set([
  "a",
  "an",
  "the",
  "of",
  "to",
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "you",
  "your",
  "our",
  "we",
  "how",
  "what",
  "which",
  "would",
  "please",
  "in",
  "on",
  "for",
  "with",
  "and",
  "or",
]);

/** `How did you hear about us?` -> `hear_about_us`; `Note générale (1-5)` -> `note_generale_1_5`. */
export function fieldNameFromLabel(label: string): string {
  const words = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const meaningful = words.filter((word) => !FILLER.has(word));
  const chosen = meaningful.length > 0 ? meaningful : words;
  let name = "";
  for (const word of chosen) {
    const next = name ? `${name}_${word}` : word;
    if (next.length > MAX_LENGTH) break;
    name = next;
  }
  if (!name && chosen[0]) name = chosen[0].slice(0, MAX_LENGTH);
  // Keys start with a letter ("5 stars" -> "q_5_stars").
  if (name && !/^[a-z]/.test(name)) name = `q_${name}`.slice(0, MAX_LENGTH);
  return name;
}

/** `base`, or `base_2`, `base_3`… when another question already uses it. */
export function uniqueFieldName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The suggestion for a question: from its label, unique among the others, `question_N` when there is no label yet. */
export function suggestFieldName(label: string, taken: Iterable<string>, position: number): string {
  return uniqueFieldName(fieldNameFromLabel(label) || `question_${position}`, taken);
}
