/**
 * Text handling for retrieval: the same tokeniser runs over the knowledge, the products and the
 * question, so that "Tables?" finds "table" and "délai" finds "delai".
 */

// Function words and chat filler: matching on them would make every entry look relevant.
const STOP_WORDS = new Set(
  (
    "a an and any are as at be been but by can could did do does don for from had has have he her hers him his how i if in into is it its " +
    "just me more most much my no not now of on or our ours she so some than that the their them then there these they this those to too " +
    "up us very was we were what when where which who whom why will with would you your yours " +
    "am get got im ive id let lets don doesn didn isn aren wasn won may might must shall should such also about after again all before being both " +
    "each few here only other own same until while " +
    "hi hello hey please thanks thank tell know want like need ok okay yes " +
    "au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur mais mon ne nous ou par pas pour qu que qui " +
    "quoi sa se ses son sur ta te tes ton tu un une vos votre vous y bonjour merci " +
    "der die das den dem des ein eine einen einem einer eines und oder ist sind war wie was wer wo wann warum mit von zu zum zur im am " +
    "auf fur ich du er sie es wir ihr ihnen mein dein sein nicht kein keine auch bei aus nach uber hallo danke bitte gibt haben hat kann"
  ).split(" "),
);

/** Folds a word's plural onto its singular, the same way for documents and questions. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words without accents, stop words left out, plurals folded. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 || /\d/.test(word))
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** Sentences of a passage, kept with their punctuation. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Consecutive sentences grouped into chunks of about `maxChars`, so a long passage is searched
 * (and quoted) a few sentences at a time rather than as one document that matches everything weakly.
 */
export function chunkPassage(text: string, maxChars = 400): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const sentence of sentences(text)) {
    if (current && current.length + 1 + sentence.length > maxChars) {
      chunks.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A short label for a citation chip: the first words of `text`. */
export function shorten(text: string, maxChars = 80): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxChars / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/u, "")}…`;
}
