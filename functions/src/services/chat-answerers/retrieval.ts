import type { ChatAnswer, ChatCitation, ChatMessage, KnowledgeEntry } from "../../contract/index.js";
import { Bm25Index, type Bm25Hit } from "./bm25.js";
import { chunkPassage, sentences, shorten, tokenize } from "./text.js";
import type { ChatAnswerer, ChatContext, ChatProduct } from "./types.js";

/**
 * What a document must score to count as an answer: about one distinctive word of the question
 * found in it (see MIN_CORPUS_SIZE in bm25.ts), or several common ones. Below it, "I don't know".
 */
export const MIN_SCORE = 1.0;
/** Products named next to an answer, at most. */
export const MAX_PRODUCTS = 2;

/** A searchable piece of knowledge: a whole Q/A entry, or a few sentences of a passage. */
export interface KnowledgeChunk {
  entry: KnowledgeEntry;
  /** What the answer quotes: the Q/A's answer, or this part of the passage. */
  text: string;
}

export type Retrieved = { knowledge: Bm25Hit<KnowledgeChunk>[]; products: Bm25Hit<ChatProduct>[]; queryTokens: string[] };

function knowledgeChunks(entries: KnowledgeEntry[]): { item: KnowledgeChunk; tokens: string[] }[] {
  return entries.flatMap((entry): { item: KnowledgeChunk; tokens: string[] }[] => {
    if (entry.kind === "qa") {
      // The question says what the entry is about better than its answer: it counts twice.
      const question = tokenize(entry.question);
      return [{ item: { entry, text: entry.answer }, tokens: [...question, ...question, ...tokenize(entry.answer)] }];
    }
    return chunkPassage(entry.text).map((text) => ({ item: { entry, text }, tokens: tokenize(text) }));
  });
}

function productTokens(product: ChatProduct): string[] {
  const name = tokenize(product.name);
  return [...name, ...name, ...tokenize(product.description), ...tokenize(product.sku)];
}

/** The user's questions to search with: the last one, then the last two together for a follow-up like "how much is it?". */
function queries(messages: ChatMessage[]): string[][] {
  const asked = messages.filter((m) => m.role === "user").map((m) => tokenize(m.content));
  const last = asked[asked.length - 1] ?? [];
  const previous = asked[asked.length - 2];
  return previous ? [last, [...previous, ...last]] : [last];
}

/**
 * Ranks one experience's knowledge and products against the conversation. Knowledge and
 * products share one index so that a word's rarity is judged over everything the assistant knows.
 */
export function retrieve(context: ChatContext, messages: ChatMessage[], minScore = MIN_SCORE): Retrieved {
  type Doc = { kind: "knowledge"; chunk: KnowledgeChunk } | { kind: "product"; product: ChatProduct };
  const index = new Bm25Index<Doc>([
    ...knowledgeChunks(context.settings.knowledge).map(({ item, tokens }) => ({ item: { kind: "knowledge" as const, chunk: item }, tokens })),
    ...context.products.map((product) => ({ item: { kind: "product" as const, product }, tokens: productTokens(product) })),
  ]);
  let result: Retrieved = { knowledge: [], products: [], queryTokens: [] };
  for (const queryTokens of queries(messages)) {
    const hits = index.search(queryTokens);
    result = {
      queryTokens,
      knowledge: hits.flatMap((h) => (h.item.kind === "knowledge" ? [{ ...h, item: h.item.chunk }] : [])),
      products: hits.flatMap((h) => (h.item.kind === "product" ? [{ ...h, item: h.item.product }] : [])),
    };
    const productsCount = context.settings.recommendProducts && result.products.some((h) => h.score >= minScore);
    if (productsCount || result.knowledge.some((h) => h.score >= minScore)) break;
  }
  return result;
}

export function formatPrice(product: Pick<ChatProduct, "price" | "currency">): string | null {
  if (product.price == null || !product.currency) return null;
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: product.currency }).format(product.price);
  } catch {
    return `${product.price} ${product.currency}`;
  }
}

const productLabel = (p: ChatProduct) => {
  const price = formatPrice(p);
  return price ? `${p.name} (${price})` : p.name;
};

/** The passage's sentences that hold the most question words, in their order, when the chunk is long. */
function quote(text: string, queryTokens: string[]): string {
  if (text.length <= 400) return text;
  const wanted = new Set(queryTokens);
  const ranked = sentences(text).map((s, i) => ({ s, i, hits: tokenize(s).filter((t) => wanted.has(t)).length }));
  const best = [...ranked].sort((a, b) => b.hits - a.hits || a.i - b.i).slice(0, 2).sort((a, b) => a.i - b.i);
  return best.map((b) => b.s).join(" ");
}

export const knowledgeCitation = (entry: KnowledgeEntry): ChatCitation => ({
  kind: "knowledge",
  id: entry.id,
  label: shorten(entry.kind === "qa" ? entry.question : entry.text, 60),
});
export const productCitation = (product: ChatProduct): ChatCitation => ({ kind: "product", id: product.id, name: product.name });

export const I_DONT_KNOW = "I don't know that yet.";

/** The answer when nothing scores: honest, and pointing at the questions it can answer. */
export function dontKnow(context: ChatContext): ChatAnswer {
  const suggested = context.settings.suggestedQuestions;
  return {
    answer: suggested.length > 0 ? `${I_DONT_KNOW} You could ask me one of these instead:` : `${I_DONT_KNOW} Try asking about what you see here.`,
    citations: [],
    answerer: "retrieval",
    suggestedQuestions: suggested,
  };
}

/**
 * The default answerer: no network, no model. It quotes the best-matching knowledge entry (a
 * Q/A's answer, or the matching sentences of a passage) and names up to two matching products,
 * or says it does not know. The same question always gets the same answer.
 */
export class RetrievalAnswerer implements ChatAnswerer {
  async answer(context: ChatContext, messages: ChatMessage[]): Promise<ChatAnswer> {
    return retrievalAnswer(context, messages);
  }
}

export function retrievalAnswer(context: ChatContext, messages: ChatMessage[]): ChatAnswer {
  const { settings } = context;
  const found = retrieve(context, messages);
  if (found.queryTokens.length === 0) {
    // "Hi", "thanks": nothing to look up; greet and offer the questions it knows.
    return {
      answer: settings.welcomeMessage.trim() || "Hi! Ask me anything about what you see.",
      citations: [],
      answerer: "retrieval",
      ...(settings.suggestedQuestions.length > 0 && { suggestedQuestions: settings.suggestedQuestions }),
    };
  }
  const best = found.knowledge.find((h) => h.score >= MIN_SCORE);
  const products = settings.recommendProducts ? found.products.filter((h) => h.score >= MIN_SCORE).slice(0, MAX_PRODUCTS).map((h) => h.item) : [];
  if (!best && products.length === 0) return dontKnow(context);

  const parts: string[] = [];
  const citations: ChatCitation[] = [];
  if (best) {
    parts.push(quote(best.item.text, found.queryTokens));
    citations.push(knowledgeCitation(best.item.entry));
  }
  if (products.length > 0) {
    if (best) {
      parts.push(`You might like: ${products.map(productLabel).join(", ")}.`);
    } else {
      // No knowledge entry matched, but products did: describe the best one, name the other.
      const [first, second] = products;
      const summary = sentences(first!.description)[0];
      parts.push(summary ? `${productLabel(first!)}: ${summary}` : `${productLabel(first!)}.`);
      if (second) parts.push(`You might also like ${productLabel(second)}.`);
    }
    citations.push(...products.map(productCitation));
  }
  return { answer: parts.join("\n\n"), citations, answerer: "retrieval" };
}
