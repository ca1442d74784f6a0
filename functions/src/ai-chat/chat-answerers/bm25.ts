/**
 * Okapi BM25 over a handful to a few hundred short documents, built per question: the corpus
 * (one experience's knowledge and products) is small enough that indexing costs less than a read.
 */

export interface Bm25Document<T> {
  item: T;
  tokens: string[];
}

export interface Bm25Hit<T> {
  item: T;
  score: number;
  /** The question's words this document contains. */
  matched: string[];
}

const K1 = 1.2;
const B = 0.75;
/**
 * In a catalogue of three documents every word looks common and scores next to nothing. Counting
 * at least this many documents keeps one distinctive word worth about the same in a small
 * catalogue as in a large one, so one minimum score works for both.
 */
const MIN_CORPUS_SIZE = 20;

export class Bm25Index<T> {
  private readonly docs: { item: T; tf: Map<string, number>; length: number }[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(documents: Bm25Document<T>[]) {
    this.docs = documents.map(({ item, tokens }) => {
      const tf = new Map<string, number>();
      for (const token of tokens) tf.set(token, (tf.get(token) ?? 0) + 1);
      for (const token of tf.keys()) this.df.set(token, (this.df.get(token) ?? 0) + 1);
      return { item, tf, length: tokens.length };
    });
    const total = this.docs.reduce((sum, doc) => sum + doc.length, 0);
    this.avgLength = this.docs.length > 0 ? Math.max(1, total / this.docs.length) : 1;
  }

  get size() {
    return this.docs.length;
  }

  /** Whether any document holds this word. */
  has(token: string): boolean {
    return this.df.has(token);
  }

  /** Inverse document frequency (the always-positive variant), over at least MIN_CORPUS_SIZE documents. */
  idf(token: string): number {
    const n = Math.max(this.docs.length, MIN_CORPUS_SIZE);
    const df = this.df.get(token) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Every document matching at least one query word, best first; ties keep the documents' order. */
  search(queryTokens: string[]): Bm25Hit<T>[] {
    const terms = [...new Set(queryTokens)];
    const hits: (Bm25Hit<T> & { index: number })[] = [];
    this.docs.forEach((doc, index) => {
      let score = 0;
      const matched: string[] = [];
      for (const term of terms) {
        const tf = doc.tf.get(term);
        if (!tf) continue;
        matched.push(term);
        score += (this.idf(term) * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * doc.length) / this.avgLength));
      }
      if (score > 0) hits.push({ item: doc.item, score, matched, index });
    });
    hits.sort((a, b) => b.score - a.score || a.index - b.index);
    return hits.map(({ item, score, matched }) => ({ item, score, matched }));
  }
}
