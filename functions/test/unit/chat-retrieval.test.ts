import { expect } from "chai";
import { defaultAiChat, type AiChat, type ChatMessage, type KnowledgeEntry } from "@vitrine/contract";
import { Bm25Index } from "../../src/ai-chat/chat-answerers/bm25.js";
import { I_DONT_KNOW, RetrievalAnswerer, retrievalAnswer } from "../../src/ai-chat/chat-answerers/retrieval.js";
import { chunkPassage, shorten, stem, tokenize } from "../../src/ai-chat/chat-answerers/text.js";
import type { ChatContext, ChatProduct } from "../../src/ai-chat/chat-answerers/types.js";

const ask = (...questions: string[]): ChatMessage[] =>
  questions.flatMap((content, i) => [...(i > 0 ? [{ role: "assistant" as const, content: "…" }] : []), { role: "user" as const, content }]);

const KNOWLEDGE: KnowledgeEntry[] = [
  { id: "warranty", kind: "qa", question: "How long is the warranty?", answer: "Every piece of furniture has a two-year warranty." },
  { id: "delivery", kind: "qa", question: "Do you deliver?", answer: "We deliver within France in three to five working days." },
  {
    id: "care",
    kind: "text",
    text:
      "Caring for solid wood is simple. Dust it weekly with a dry cloth. " +
      "Once a year, feed the surface with a little linseed oil. Keep it away from radiators, which dry the wood and open cracks. " +
      "Spilled wine should be wiped at once with a damp cloth, then dried. Never use a silicone polish: it leaves a film that dulls the grain. " +
      "Scratches on an oiled finish can be sanded lightly and re-oiled. Lacquered finishes need a professional repair.",
  },
];

const PRODUCTS: ChatProduct[] = [
  {
    id: "p-oak",
    sku: "TBL-OAK-180",
    name: "Oak dining table",
    description: "Solid oak, seats six. Hand-oiled finish.",
    price: 1290,
    currency: "EUR",
    url: "https://example.com/oak",
  },
  {
    id: "p-walnut",
    sku: "TBL-WAL-160",
    name: "Walnut side table",
    description: "A small walnut table for the living room.",
    price: 349.5,
    currency: "EUR",
    url: null,
  },
  { id: "p-lamp", sku: "LMP-BRS-01", name: "Brass floor lamp", description: "Warm light for reading corners.", price: 199, currency: "USD", url: null },
];

function context(settings: Partial<AiChat> = {}, products = PRODUCTS): ChatContext {
  return { settings: { ...defaultAiChat(), knowledge: KNOWLEDGE, suggestedQuestions: ["How long is the warranty?"], ...settings }, products };
}

describe("chat text handling", () => {
  it("lower-cases, folds accents, drops stop words and folds plurals", () => {
    expect(tokenize("Quel est le DÉLAI de livraison pour les tables ?")).to.deep.equal(["quel", "delai", "livraison", "table"]);
    expect(tokenize("What's the warranty on these chairs?")).to.deep.equal(["warranty", "chair"]);
    expect(tokenize("Hi! Thanks, please.")).to.deep.equal([]);
    expect(tokenize("Size 42, model X-200")).to.deep.equal(["size", "42", "model", "200"]);
  });

  it("folds plurals the same way for questions and documents", () => {
    expect(["tables", "boxes", "couches", "glasses", "batteries", "sizes", "status", "oak"].map(stem)).to.deep.equal([
      "table",
      "box",
      "couch",
      "glass",
      "battery",
      "size",
      "status",
      "oak",
    ]);
  });

  it("cuts long passages into chunks of whole sentences", () => {
    const chunks = chunkPassage((KNOWLEDGE[2] as { text: string }).text, 150);
    expect(chunks.length).to.be.greaterThan(2);
    for (const chunk of chunks) expect(chunk).to.match(/[.:]$/);
    expect(chunks.join(" ")).to.equal((KNOWLEDGE[2] as { text: string }).text);
  });

  it("shortens labels at a word boundary", () => {
    expect(shorten("How long is the warranty?")).to.equal("How long is the warranty?");
    expect(shorten("Caring for solid wood is simple and rewarding for years", 30)).to.equal("Caring for solid wood is…");
  });
});

describe("BM25", () => {
  const index = new Bm25Index([
    { item: "a", tokens: ["oak", "table", "oak"] },
    { item: "b", tokens: ["walnut", "table"] },
    { item: "c", tokens: ["brass", "lamp", "light", "reading", "corner", "warm"] },
  ]);

  it("ranks by term rarity and frequency, and leaves out documents matching nothing", () => {
    const hits = index.search(["oak", "table"]);
    expect(hits.map((h) => h.item)).to.deep.equal(["a", "b"]);
    expect(hits[0]!.matched).to.deep.equal(["oak", "table"]);
    expect(index.search(["sofa"])).to.deep.equal([]);
  });

  it("scores a rare word higher than a common one", () => {
    expect(index.idf("oak")).to.be.greaterThan(index.idf("table"));
    expect(index.idf("unknown")).to.be.greaterThan(index.idf("oak"));
  });

  it("counts a repeated query word once and breaks ties by document order", () => {
    const twins = new Bm25Index([
      { item: "first", tokens: ["chair"] },
      { item: "second", tokens: ["chair"] },
    ]);
    const hits = twins.search(["chair", "chair"]);
    expect(hits.map((h) => h.item)).to.deep.equal(["first", "second"]);
    expect(hits[0]!.score).to.equal(twins.search(["chair"])[0]!.score);
  });

  it("is deterministic", () => {
    expect(index.search(["table", "lamp"])).to.deep.equal(index.search(["table", "lamp"]));
  });
});

describe("RetrievalAnswerer", () => {
  it("answers a Q/A entry from a reworded question and cites it", async () => {
    const answer = await new RetrievalAnswerer().answer(context({ recommendProducts: false }), ask("what warranty do I get?"));
    expect(answer).to.deep.equal({
      answer: "Every piece of furniture has a two-year warranty.",
      citations: [{ kind: "knowledge", id: "warranty", label: "How long is the warranty?" }],
      answerer: "retrieval",
    });
  });

  it("quotes the matching part of a long passage", () => {
    const answer = retrievalAnswer(context({ recommendProducts: false }), ask("Can I use silicone polish?"));
    expect(answer.answer).to.include("Never use a silicone polish");
    expect(answer.answer.length).to.be.lessThan(420);
    expect(answer.citations).to.deep.equal([{ kind: "knowledge", id: "care", label: "Caring for solid wood is simple. Dust it weekly with a dry…" }]);
  });

  it("names up to two products that match, with their prices", () => {
    const answer = retrievalAnswer(context(), ask("Do you have an oak table?"));
    expect(answer.citations).to.deep.equal([
      { kind: "product", id: "p-oak", name: "Oak dining table" },
      { kind: "product", id: "p-walnut", name: "Walnut side table" },
    ]);
    expect(answer.answer).to.equal("Oak dining table (€1,290.00): Solid oak, seats six.\n\nYou might also like Walnut side table (€349.50).");
  });

  it("adds matching products after a knowledge answer", () => {
    const answer = retrievalAnswer(context(), ask("Is there a warranty on the oak table?"));
    expect(answer.citations.map((c) => `${c.kind}:${c.id}`)).to.deep.equal(["knowledge:warranty", "product:p-oak", "product:p-walnut"]);
    expect(answer.answer).to.equal(
      "Every piece of furniture has a two-year warranty.\n\nYou might like: Oak dining table (€1,290.00), Walnut side table (€349.50).",
    );
  });

  it("never names products when recommendations are off", () => {
    const answer = retrievalAnswer(context({ recommendProducts: false }), ask("Do you have an oak table?"));
    expect(answer.answer.startsWith(I_DONT_KNOW)).to.equal(true);
    expect(answer.citations).to.deep.equal([]);
  });

  it("says honestly that it does not know, offering the suggested questions", () => {
    const answer = retrievalAnswer(context(), ask("Can I pay with bitcoin?"));
    expect(answer).to.deep.equal({
      answer: `${I_DONT_KNOW} You could ask me one of these instead:`,
      citations: [],
      answerer: "retrieval",
      suggestedQuestions: ["How long is the warranty?"],
    });
    const bare = retrievalAnswer(context({ suggestedQuestions: [] }), ask("Can I pay with bitcoin?"));
    expect(bare.answer).to.equal(`${I_DONT_KNOW} Try asking about what you see here.`);
  });

  it("does not answer from one common word alone", () => {
    // "table" is in half the catalogue of a large corpus: not enough to claim an answer.
    const many: ChatProduct[] = Array.from({ length: 30 }, (_, i) => ({
      id: `t${i}`,
      sku: `T${i}`,
      name: `Model ${i} table`,
      description: "",
      price: 10,
      currency: "EUR",
      url: null,
    }));
    const answer = retrievalAnswer(context({ knowledge: [] }, many), ask("Which table?"));
    expect(answer.answer.startsWith(I_DONT_KNOW)).to.equal(true);
  });

  it("greets back on a greeting", () => {
    const answer = retrievalAnswer(context({ welcomeMessage: "Welcome to the showroom!" }), ask("Hello!"));
    expect(answer).to.deep.equal({
      answer: "Welcome to the showroom!",
      citations: [],
      answerer: "retrieval",
      suggestedQuestions: ["How long is the warranty?"],
    });
  });

  it("understands a follow-up through the previous question", () => {
    const answer = retrievalAnswer(context(), ask("Tell me about the brass lamp", "How much is it?"));
    expect(answer.citations).to.deep.equal([{ kind: "product", id: "p-lamp", name: "Brass floor lamp" }]);
    expect(answer.answer).to.include("$199.00");
  });

  it("answers a price follow-up about the product just asked about", () => {
    const answer = retrievalAnswer(context(), ask("Do you have a brass lamp?", "What does it cost?"));
    expect(answer.citations).to.deep.equal([{ kind: "product", id: "p-lamp", name: "Brass floor lamp" }]);
  });

  it("answers a price question with the product, not a passage that shares a word", () => {
    const care: KnowledgeEntry = { id: "oak-care", kind: "text", text: "Oil the oak table once a year." };
    const answer = retrievalAnswer(context({ knowledge: [care] }), ask("How do I care for the oak table?", "What does it cost?"));
    expect(answer.citations).to.deep.equal([
      { kind: "product", id: "p-oak", name: "Oak dining table" },
      { kind: "product", id: "p-walnut", name: "Walnut side table" },
    ]);
    expect(answer.answer).to.match(/^Oak dining table \(€1,290\.00\)/);
    const direct = retrievalAnswer(context({ knowledge: [care] }), ask("What is the price of the oak table?"));
    expect(direct.citations[0]).to.deep.equal({ kind: "product", id: "p-oak", name: "Oak dining table" });
  });

  it("treats a question with unknown words as a new subject, not a follow-up", () => {
    const answer = retrievalAnswer(context(), ask("Do you deliver?", "Can I pay in bitcoin?"));
    expect(answer.answer.startsWith(I_DONT_KNOW)).to.equal(true);
    expect(answer.citations).to.deep.equal([]);
  });

  it("takes thanks as thanks, not as a follow-up", () => {
    const answer = retrievalAnswer(context(), ask("Do you deliver?", "Thanks!"));
    expect(answer).to.deep.equal({ answer: "You're welcome! Anything else I can help with?", citations: [], answerer: "retrieval" });
  });

  it("knows nothing with no knowledge and no products", () => {
    const answer = retrievalAnswer(context({ knowledge: [], suggestedQuestions: [] }, []), ask("How long is the warranty?"));
    expect(answer.answer.startsWith(I_DONT_KNOW)).to.equal(true);
  });

  it("matches across accents and case", () => {
    const fr: KnowledgeEntry[] = [{ id: "livraison", kind: "qa", question: "Quel est le délai de livraison ?", answer: "Trois à cinq jours." }];
    const answer = retrievalAnswer(context({ knowledge: fr }, []), ask("DELAI LIVRAISON"));
    expect(answer.answer).to.equal("Trois à cinq jours.");
  });
});

describe("the assistant in the visitor's language", () => {
  const FRENCH: ChatProduct[] = [
    {
      id: "p-oak",
      sku: "TBL-OAK-180",
      name: "Table en chêne",
      description: "Chêne massif, six places. Finition huilée à la main.",
      price: 1290,
      currency: "EUR",
      url: null,
    },
  ];
  const inFrench = (): ChatContext => ({ ...context({ knowledge: [], suggestedQuestions: [] }, FRENCH), language: "fr" });

  it("finds translated products by the visitor's words and writes its own words and prices in their language", () => {
    const found = retrievalAnswer(inFrench(), ask("Avez-vous une table en chêne massif ?"));
    expect(found.citations).to.deep.equal([{ kind: "product", id: "p-oak", name: "Table en chêne" }]);
    // Intl writes French amounts with narrow no-break spaces.
    expect(found.answer.replace(/\s/g, " ")).to.equal("Table en chêne (1 290,00 €): Chêne massif, six places.");
    expect(retrievalAnswer(inFrench(), ask("bitcoin ?")).answer).to.equal("Je ne le sais pas encore. Demandez-moi plutôt ce que vous voyez ici.");
    expect(retrievalAnswer(inFrench(), ask("merci")).answer).to.equal("Avec plaisir ! Puis-je vous aider pour autre chose ?");
  });

  it("answers in German, and English for a language it has no words of its own for", () => {
    const german = retrievalAnswer({ ...context(), language: "de" }, ask("Wie ist das Wetter in Berlin?"));
    expect(german.answer).to.equal("Das weiß ich noch nicht. Fragen Sie mich stattdessen zum Beispiel:");
    expect(retrievalAnswer({ ...context(), language: "ja" }, ask("bitcoin?")).answer.startsWith(I_DONT_KNOW)).to.equal(true);
  });

  it("leaves German function words out of the search", () => {
    expect(tokenize("Gibt es den Tisch auch für die Küche?")).to.deep.equal(["tisch", "kuche"]);
  });
});
