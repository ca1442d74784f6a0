import { expect } from "chai";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { defaultAiChat, type ChatMessage } from "@vitrine/contract";
import { chatAnswerer } from "../../src/ai-chat/ai-chat.js";
import { OpenAiCompatibleAnswerer, parseCitations } from "../../src/ai-chat/chat-answerers/openai-compatible.js";
import { RetrievalAnswerer } from "../../src/ai-chat/chat-answerers/retrieval.js";
import type { ChatContext } from "../../src/ai-chat/chat-answerers/types.js";

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A stand-in for an OpenAI-compatible API: records each request, answers with `reply`. */
async function stubApi(reply: (req: Received, res: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const entry = { path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(data) };
      received.push(entry);
      reply(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, received, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

const completion = (content: string) => (_req: Received, res: ServerResponse) => {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
};

const CONTEXT: ChatContext = {
  settings: {
    ...defaultAiChat(),
    name: "Ada",
    persona: "Warm and brief.",
    suggestedQuestions: ["How long is the warranty?"],
    knowledge: [
      { id: "warranty", kind: "qa", question: "How long is the warranty?", answer: "Two years on all furniture." },
      { id: "delivery", kind: "qa", question: "Do you deliver?", answer: "Within France in three days." },
    ],
  },
  products: [
    { id: "p-oak", sku: "TBL-OAK", name: "Oak dining table", description: "Solid oak.", price: 1290, currency: "EUR", url: "https://example.com/oak" },
    { id: "p-lamp", sku: "LMP-1", name: "Brass lamp", description: "Warm light.", price: 99, currency: "EUR", url: null },
  ],
};

const ask = (content: string): ChatMessage[] => [{ role: "user", content }];

describe("OpenAiCompatibleAnswerer", () => {
  const servers: Server[] = [];
  after(() => servers.forEach((s) => s.close()));
  async function answerer(reply: (req: Received, res: ServerResponse) => void, timeoutMs = 2000) {
    const stub = await stubApi(reply);
    servers.push(stub.server);
    const fallbacks: unknown[] = [];
    const instance = new OpenAiCompatibleAnswerer({
      apiKey: "sk-test",
      baseUrl: `${stub.baseUrl}/`,
      model: "tiny-model",
      timeoutMs,
      onFallback: (err) => fallbacks.push(err),
    });
    return { instance, received: stub.received, fallbacks };
  }

  it("sends only this experience's persona and retrieved sources, and turns cited tags into citations", async () => {
    const { instance, received } = await answerer(completion("Two years [K1]. The oak table suits you [P1]."));
    const answer = await instance.answer(CONTEXT, [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
      { role: "user", content: "What warranty comes with the oak table?" },
    ]);
    expect(answer).to.deep.equal({
      answer: "Two years. The oak table suits you.",
      citations: [
        { kind: "knowledge", id: "warranty", label: "How long is the warranty?" },
        { kind: "product", id: "p-oak", name: "Oak dining table" },
      ],
      answerer: "openai",
    });
    expect(received).to.have.length(1);
    const [request] = received;
    expect(request!.path).to.equal("/v1/chat/completions");
    expect(request!.authorization).to.equal("Bearer sk-test");
    expect(request!.body.model).to.equal("tiny-model");
    expect(request!.body.messages.map((m) => m.role)).to.deep.equal(["system", "user", "assistant", "user"]);
    const system = request!.body.messages[0]!.content;
    expect(system).to.include('You are "Ada"').and.include("Persona: Warm and brief.");
    expect(system).to.include("[K1] Q: How long is the warranty?\nA: Two years on all furniture.");
    expect(system).to.include("[P1] Oak dining table | SKU TBL-OAK | €1,290.00 | Solid oak. | https://example.com/oak");
    // Only what the question retrieved: the delivery entry and the lamp stay out.
    expect(system).to.not.include("deliver").and.not.include("Brass lamp");
  });

  it("leaves products out of the prompt when recommendations are off", async () => {
    const { instance, received } = await answerer(completion("Two years [K1]."));
    await instance.answer({ ...CONTEXT, settings: { ...CONTEXT.settings, recommendProducts: false } }, ask("Warranty on the oak table?"));
    const system = received[0]!.body.messages[0]!.content;
    expect(system).to.not.include("Oak dining table");
    expect(system).to.include("Do not recommend products.");
  });

  it("tells the model to write in the visitor's language, with prices in its format", async () => {
    const { instance, received } = await answerer(completion("Deux ans [K1]."));
    await instance.answer({ ...CONTEXT, language: "fr" }, ask("What warranty comes with the oak table?"));
    const system = received[0]!.body.messages[0]!.content;
    expect(system).to.include("write them in French, the visitor's language, whatever language the sources are in");
    expect(system.replace(/\s/g, " ")).to.include("1 290,00 €");
  });

  it("offers the suggested questions when nothing matched and the model cited nothing", async () => {
    const { instance, received } = await answerer(completion("I don't know that yet."));
    const answer = await instance.answer(CONTEXT, ask("Can I pay in bitcoin?"));
    expect(answer).to.deep.equal({ answer: "I don't know that yet.", citations: [], answerer: "openai", suggestedQuestions: ["How long is the warranty?"] });
    expect(received[0]!.body.messages[0]!.content).to.include("(none match this question)");
  });

  it("falls back to the retrieval answer when the API fails", async () => {
    const { instance, fallbacks } = await answerer((_req, res) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end("{}");
    });
    const answer = await instance.answer(CONTEXT, ask("How long is the warranty?"));
    expect(answer.answerer).to.equal("retrieval");
    expect(answer.answer).to.equal("Two years on all furniture.");
    expect(String(fallbacks[0])).to.include("500");
  });

  it("falls back when the API is too slow", async () => {
    const { instance, fallbacks } = await answerer((_req, res) => setTimeout(() => completion("late")(_req, res), 1500), 200);
    const started = Date.now();
    const answer = await instance.answer(CONTEXT, ask("How long is the warranty?"));
    expect(Date.now() - started).to.be.lessThan(1000);
    expect(answer.answerer).to.equal("retrieval");
    expect(fallbacks).to.have.length(1);
  });

  it("falls back on a reply without content", async () => {
    const { instance } = await answerer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ choices: [] }));
    });
    expect((await instance.answer(CONTEXT, ask("Do you deliver?"))).answerer).to.equal("retrieval");
  });

  it("falls back when nothing listens", async () => {
    const instance = new OpenAiCompatibleAnswerer({ apiKey: "k", baseUrl: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 1000 });
    const answer = await instance.answer(CONTEXT, ask("Do you deliver?"));
    expect(answer).to.deep.include({ answerer: "retrieval", answer: "Within France in three days." });
  });
});

describe("parseCitations", () => {
  const sources = [
    { tag: "K1", citation: { kind: "knowledge" as const, id: "a", label: "A" }, text: "" },
    { tag: "P1", citation: { kind: "product" as const, id: "p", name: "P" }, text: "" },
  ];
  it("keeps each source once, ignores unknown tags and tidies the text", () => {
    expect(parseCitations("Yes [K1], really [K1][P1]. See [K9] too [K1, P1].", sources)).to.deep.equal({
      answer: "Yes, really. See too.",
      citations: [
        { kind: "knowledge", id: "a", label: "A" },
        { kind: "product", id: "p", name: "P" },
      ],
    });
  });
});

describe("chatAnswerer", () => {
  const saved = process.env.OPENAI_API_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.OPENAI_API_KEY;
    else process.env.OPENAI_API_KEY = saved;
  });

  it("answers by retrieval without a key, and through the model API with one", () => {
    delete process.env.OPENAI_API_KEY;
    expect(chatAnswerer()).to.be.instanceOf(RetrievalAnswerer);
    process.env.OPENAI_API_KEY = "sk-configured";
    expect(chatAnswerer()).to.be.instanceOf(OpenAiCompatibleAnswerer);
  });
});
