import type { ChatAnswer, ChatCitation, ChatMessage, KnowledgeEntry } from "@vitrine/contract";
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

export type SmallTalk = "greeting" | "thanks";

export type Retrieved = {
  knowledge: Bm25Hit<KnowledgeChunk>[];
  products: Bm25Hit<ChatProduct>[];
  /** The words searched for: the last question's, or with the previous one's for a follow-up. */
  queryTokens: string[];
  /** A last message with nothing to look up that greets or thanks. */
  smallTalk: SmallTalk | null;
};

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

// Words every product answers to. Not indexed (in a small catalogue they would match everything),
// but a question made of them continues the previous one: "what does it cost?".
const FOLLOW_UP_WORDS = new Set(tokenize("price cost costs priced expensive cheap prix"));

function productTokens(product: ChatProduct): string[] {
  const name = tokenize(product.name);
  return [...name, ...name, ...tokenize(product.description), ...tokenize(product.sku)];
}

function smallTalkOf(text: string): SmallTalk | null {
  if (/\b(thanks|thank you|thx|merci|cheers|danke)\b/i.test(text)) return "thanks";
  if (/\b(hi|hello|hey|bonjour|salut|hallo|guten tag|good (morning|afternoon|evening))\b/i.test(text)) return "greeting";
  return null;
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
  const asked = messages.filter((m) => m.role === "user").map((m) => m.content);
  const lastText = asked[asked.length - 1] ?? "";
  const last = tokenize(lastText);
  // "How much is the oak table?": the product answers it, not a passage that mentions oak.
  const askingPrice = context.settings.recommendProducts && last.some((token) => FOLLOW_UP_WORDS.has(token));
  const search = (queryTokens: string[]) => {
    const hits = index.search(queryTokens);
    return {
      queryTokens,
      knowledge: askingPrice ? [] : hits.flatMap((h) => (h.item.kind === "knowledge" ? [{ ...h, item: h.item.chunk }] : [])),
      products: hits.flatMap((h) => (h.item.kind === "product" ? [{ ...h, item: h.item.product }] : [])),
    };
  };
  const answers = (r: Omit<Retrieved, "smallTalk">) =>
    r.knowledge.some((h) => h.score >= minScore) || (context.settings.recommendProducts && r.products.some((h) => h.score >= minScore));

  const found = search(last);
  if (answers(found)) return { ...found, smallTalk: null };

  const smallTalk = last.length === 0 ? smallTalkOf(lastText) : null;
  const previous = asked[asked.length - 2];
  // A follow-up ("how much is it?") leans on the previous question. A question holding a word
  // nothing here knows ("bitcoin") is a new subject: answering the previous one would mislead.
  const newSubject = last.some((token) => !index.has(token) && !FOLLOW_UP_WORDS.has(token));
  if (previous !== undefined && !newSubject && !smallTalk) {
    const followUp = search([...tokenize(previous), ...last]);
    if (answers(followUp)) return { ...followUp, smallTalk: null };
  }
  return { ...found, smallTalk };
}

export function formatPrice(product: Pick<ChatProduct, "price" | "currency">, language = "en"): string | null {
  if (product.price == null || !product.currency) return null;
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency: product.currency }).format(product.price);
  } catch {
    return `${product.price} ${product.currency}`;
  }
}

const productLabel = (p: ChatProduct, language?: string) => {
  const price = formatPrice(p, language);
  return price ? `${p.name} (${price})` : p.name;
};

/** The passage's sentences that hold the most question words, in their order, when the chunk is long. */
function quote(text: string, queryTokens: string[]): string {
  if (text.length <= 400) return text;
  const wanted = new Set(queryTokens);
  const ranked = sentences(text).map((s, i) => ({ s, i, hits: tokenize(s).filter((t) => wanted.has(t)).length }));
  const best = [...ranked]
    .sort((a, b) => b.hits - a.hits || a.i - b.i)
    .slice(0, 2)
    .sort((a, b) => a.i - b.i);
  return best.map((b) => b.s).join(" ");
}

export const knowledgeCitation = (entry: KnowledgeEntry): ChatCitation => ({
  kind: "knowledge",
  id: entry.id,
  label: shorten(entry.kind === "qa" ? entry.question : entry.text, 60),
});
export const productCitation = (product: ChatProduct): ChatCitation => ({ kind: "product", id: product.id, name: product.name });

/**
 * What the assistant says in its own words, in the visitor's language when it has them (the
 * viewer's languages); anything else reads English. Quoted knowledge stays as the brand wrote it.
 */
const PHRASES = {
  en: {
    dontKnow: "I don't know that yet.",
    askInstead: "You could ask me one of these instead:",
    tryAsking: "Try asking about what you see here.",
    welcome: "You're welcome! Anything else I can help with?",
    hello: "Hi! Ask me anything about what you see.",
    mightLike: "You might like:",
    alsoLike: "You might also like",
  },
  fr: {
    dontKnow: "Je ne le sais pas encore.",
    askInstead: "Vous pourriez plutôt me demander :",
    tryAsking: "Demandez-moi plutôt ce que vous voyez ici.",
    welcome: "Avec plaisir ! Puis-je vous aider pour autre chose ?",
    hello: "Bonjour ! Posez-moi vos questions sur ce que vous voyez.",
    mightLike: "Ceci pourrait vous plaire :",
    alsoLike: "Vous aimerez peut-être aussi",
  },
  de: {
    dontKnow: "Das weiß ich noch nicht.",
    askInstead: "Fragen Sie mich stattdessen zum Beispiel:",
    tryAsking: "Fragen Sie mich zu dem, was Sie hier sehen.",
    welcome: "Gern geschehen! Kann ich sonst noch helfen?",
    hello: "Hallo! Fragen Sie mich alles zu dem, was Sie sehen.",
    mightLike: "Das könnte Ihnen gefallen:",
    alsoLike: "Vielleicht gefällt Ihnen auch",
  },
};
type Phrases = (typeof PHRASES)["en"];
const phrasesFor = (language?: string): Phrases => PHRASES[(language ?? "en") as keyof typeof PHRASES] ?? PHRASES.en;

export const I_DONT_KNOW = PHRASES.en.dontKnow;

/** The answer when nothing scores: honest, and pointing at the questions it can answer. */
export function dontKnow(context: ChatContext): ChatAnswer {
  const suggested = context.settings.suggestedQuestions;
  const say = phrasesFor(context.language);
  return {
    answer: suggested.length > 0 ? `${say.dontKnow} ${say.askInstead}` : `${say.dontKnow} ${say.tryAsking}`,
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
  const say = phrasesFor(context.language);
  const label = (p: ChatProduct) => productLabel(p, context.language);
  const found = retrieve(context, messages);
  const offer = settings.suggestedQuestions.length > 0 ? { suggestedQuestions: settings.suggestedQuestions } : {};
  if (found.smallTalk === "thanks") return { answer: say.welcome, citations: [], answerer: "retrieval" };
  if (found.queryTokens.length === 0) {
    // "Hi", "?": nothing to look up; greet and offer the questions it knows.
    return { answer: settings.welcomeMessage.trim() || say.hello, citations: [], answerer: "retrieval", ...offer };
  }
  const best = found.knowledge.find((h) => h.score >= MIN_SCORE);
  const products = settings.recommendProducts
    ? found.products
        .filter((h) => h.score >= MIN_SCORE)
        .slice(0, MAX_PRODUCTS)
        .map((h) => h.item)
    : [];
  if (!best && products.length === 0) return dontKnow(context);

  const parts: string[] = [];
  const citations: ChatCitation[] = [];
  if (best) {
    parts.push(quote(best.item.text, found.queryTokens));
    citations.push(knowledgeCitation(best.item.entry));
  }
  if (products.length > 0) {
    if (best) {
      parts.push(`${say.mightLike} ${products.map(label).join(", ")}.`);
    } else {
      // No knowledge entry matched, but products did: describe the best one, name the other.
      const [first, second] = products;
      const summary = sentences(first!.description)[0];
      parts.push(summary ? `${label(first!)}: ${summary}` : `${label(first!)}.`);
      if (second) parts.push(`${say.alsoLike} ${label(second)}.`);
    }
    citations.push(...products.map(productCitation));
  }
  return { answer: parts.join("\n\n"), citations, answerer: "retrieval" };
}
