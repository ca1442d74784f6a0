import type { ChatAnswer, ChatCitation, ChatMessage } from "@vitrine/contract";
import { formatPrice, knowledgeCitation, MIN_SCORE, productCitation, retrievalAnswer, retrieve } from "./retrieval.js";
import type { ChatAnswerer, ChatContext } from "./types.js";

export interface OpenAiCompatibleOptions {
  apiKey: string;
  /** Up to and including the version, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  /** Told why a model answer could not be used (the visitor gets the retrieval answer instead). */
  onFallback?: (error: unknown) => void;
}

/** Passages and products put in the prompt, at most: the retrieval step's best. */
const PROMPT_KNOWLEDGE = 6;
const PROMPT_PRODUCTS = 4;

interface Source {
  tag: string;
  citation: ChatCitation;
  text: string;
}

/** This experience's best-matching knowledge and products, tagged so the model can cite them. */
function promptSources(context: ChatContext, messages: ChatMessage[]) {
  const found = retrieve(context, messages);
  const sources: Source[] = [];
  const seen = new Set<string>();
  for (const hit of found.knowledge) {
    if (sources.length >= PROMPT_KNOWLEDGE) break;
    const entry = hit.item.entry;
    const key = `${entry.id}/${hit.item.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = entry.kind === "qa" ? `Q: ${entry.question}\nA: ${entry.answer}` : hit.item.text;
    sources.push({ tag: `K${sources.length + 1}`, citation: knowledgeCitation(entry), text });
  }
  if (context.settings.recommendProducts) {
    found.products.slice(0, PROMPT_PRODUCTS).forEach((hit, i) => {
      const p = hit.item;
      const facts = [p.name, p.sku && `SKU ${p.sku}`, formatPrice(p, context.language), p.description, p.url].filter(Boolean).join(" | ");
      sources.push({ tag: `P${i + 1}`, citation: productCitation(p), text: facts });
    });
  }
  const confident = found.knowledge.some((h) => h.score >= MIN_SCORE) || found.products.some((h) => h.score >= MIN_SCORE);
  return { sources, confident };
}

/** "French" for `fr`, as a model reads it best. */
const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The system prompt: this experience's assistant, and only its own data. */
export function systemPrompt(context: ChatContext, sources: Source[]): string {
  const { settings } = context;
  const persona = settings.persona.trim();
  return [
    `You are "${settings.name}", the assistant inside one brand's 3D shopping experience.`,
    ...(persona ? [`Persona: ${persona}`] : []),
    "",
    "Answer the visitor using ONLY the sources below. If they do not contain the answer, say you don't know that yet; never invent facts, prices or products.",
    context.language
      ? `Keep answers short (at most three sentences) and write them in ${languageName(context.language)}, the visitor's language, whatever language the sources are in.`
      : "Keep answers short (at most three sentences) and in the visitor's language.",
    "After each statement that uses a source, add its tag in square brackets, like [K1] or [P2].",
    settings.recommendProducts ? "You may recommend the products listed below, and only those." : "Do not recommend products.",
    "",
    "Sources:",
    ...(sources.length > 0 ? sources.map((s) => `[${s.tag}] ${s.text}`) : ["(none match this question)"]),
  ].join("\n");
}

/** Cited tags become citations (each once, in order); the tags leave the text. */
export function parseCitations(content: string, sources: Source[]): { answer: string; citations: ChatCitation[] } {
  const byTag = new Map(sources.map((s) => [s.tag, s]));
  const citations: ChatCitation[] = [];
  const cited = new Set<string>();
  for (const match of content.matchAll(/\[([KP]\d+)\]/g)) {
    const source = byTag.get(match[1]!);
    if (!source) continue;
    const key = `${source.citation.kind}:${source.citation.id}`;
    if (!cited.has(key)) citations.push(source.citation);
    cited.add(key);
  }
  const answer = content
    .replace(/\s*\[(?:[KP]\d+)(?:\s*,\s*[KP]\d+)*\]/g, "")
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .trim();
  return { answer, citations };
}

/**
 * Answers with a model behind an OpenAI-compatible `/chat/completions` API. The prompt holds only
 * this experience's persona and the knowledge and products the retrieval step found for the
 * question; citations are the sources the model tagged. Any failure (timeout, error status,
 * empty reply) falls back to the retrieval answer, so the visitor always gets one.
 */
export class OpenAiCompatibleAnswerer implements ChatAnswerer {
  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async answer(context: ChatContext, messages: ChatMessage[]): Promise<ChatAnswer> {
    const { sources, confident } = promptSources(context, messages);
    try {
      const content = await this.complete([
        { role: "system", content: systemPrompt(context, sources) },
        ...messages.map((m) => ({ role: m.role, content: m.content })),
      ]);
      const { answer, citations } = parseCitations(content, sources);
      if (!answer) throw new Error("The model's reply held only citations");
      const suggested = context.settings.suggestedQuestions;
      return {
        answer,
        citations,
        answerer: "openai",
        // Nothing matched the question: whatever the model said, offer what it can answer.
        ...(!confident && citations.length === 0 && suggested.length > 0 && { suggestedQuestions: suggested }),
      };
    } catch (error) {
      this.options.onFallback?.(error);
      return retrievalAnswer(context, messages);
    }
  }

  private async complete(messages: { role: string; content: string }[]): Promise<string> {
    const url = `${this.options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${this.options.apiKey}` },
      body: JSON.stringify({ model: this.options.model, messages, temperature: 0.2, max_tokens: 400 }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    if (!res.ok) throw new Error(`The model API answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw new Error("The model API sent no answer");
    return content;
  }
}
