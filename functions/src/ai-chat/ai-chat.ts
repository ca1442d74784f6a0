import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { defineSecret } from "firebase-functions/params";
import type { Caller } from "../auth/caller.js";
import {
  aiChatSchema,
  defaultAiChat,
  localiseManifest,
  type AiChat,
  type ChatAnswer,
  type ChatMessage,
  type Manifest,
  type UpdateAiChat,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { aiChatFrom } from "./ai-chat-settings.js";
import { notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { charge, type ApiLimits } from "../rate-limits/api-limits.js";
import { OpenAiCompatibleAnswerer } from "./chat-answerers/openai-compatible.js";
import { RetrievalAnswerer } from "./chat-answerers/retrieval.js";
import type { ChatAnswerer, ChatContext, ChatProduct } from "./chat-answerers/types.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { readTranslations } from "../translations/translation-docs.js";
import { readAssistantSnapshot } from "../manifests/publish.js";
import { checkTestAccess } from "../manifests/test-access.js";
import { experienceRef, manifestsCol, productsCol } from "../firestore/collections.js";

/**
 * The key of an OpenAI-compatible API, a Functions secret. Unset, the assistant answers by
 * retrieval alone. Bound to the `api` function in index.ts.
 */
export const openAiApiKey = defineSecret("OPENAI_API_KEY");

export const chatConfig = {
  /** Where the OpenAI-compatible API lives (any server speaking `/chat/completions`). */
  openAiBaseUrl: process.env.OPENAI_BASE_URL || "https://api.openai.com/v1",
  openAiModel: process.env.OPENAI_MODEL || "gpt-4o-mini",
  openAiTimeoutMs: Number(process.env.OPENAI_TIMEOUT_MS || 15_000),
  /** Products searched per question, at most. */
  maxProducts: 500,
};

// Each turn may cost a model call: a tighter budget than the API-wide limit (`ApiLimits.chatTurns`),
// and a public assistant also has one for all its visitors together, so many addresses cannot flood it.

async function experienceData(brandId: string, experienceId: string, tx?: Transaction) {
  const snap = await readDoc(experienceRef(brandId, experienceId), tx);
  if (!snap.exists) throw notFound("Experience");
  return snap.data()!;
}

export async function getAiChat(brandId: string, experienceId: string, tx?: Transaction): Promise<AiChat> {
  return aiChatFrom(await experienceData(brandId, experienceId, tx));
}

export async function updateAiChat(brandId: string, experienceId: string, input: UpdateAiChat, ifMatch?: IfMatch): Promise<AiChat> {
  const settings = aiChatSchema.parse(input);
  await db().runTransaction(async (tx) => {
    await experienceData(brandId, experienceId, tx);
    await ifMatch?.assert(() => getAiChat(brandId, experienceId, tx));
    tx.update(experienceRef(brandId, experienceId), { aiChat: settings, updatedAt: FieldValue.serverTimestamp() });
  });
  return settings;
}

async function chatProducts(brandId: string, experienceId: string): Promise<ChatProduct[]> {
  const snap = await productsCol(brandId, experienceId).limit(chatConfig.maxProducts).get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    return {
      id: doc.id,
      sku: typeof d.sku === "string" ? d.sku : "",
      name: typeof d.name === "string" ? d.name : "",
      description: typeof d.description === "string" ? d.description : "",
      price: typeof d.price === "number" ? d.price : null,
      currency: typeof d.currency === "string" ? d.currency : null,
      url: typeof d.url === "string" ? d.url : null,
    };
  });
}

/** The OpenAI-compatible answerer when a key is configured, else retrieval alone. */
export function chatAnswerer(): ChatAnswerer {
  // Reading an unset secret logs a warning per call; look before asking.
  const apiKey = process.env[openAiApiKey.name] ? openAiApiKey.value() : "";
  if (!apiKey) return new RetrievalAnswerer();
  return new OpenAiCompatibleAnswerer({
    apiKey,
    baseUrl: chatConfig.openAiBaseUrl,
    model: chatConfig.openAiModel,
    timeoutMs: chatConfig.openAiTimeoutMs,
    onFallback: (err) => logger.warn("chat model unavailable; answered by retrieval", { err: err instanceof Error ? err.message : String(err) }),
  });
}

async function answer(brandId: string, experienceId: string, settings: AiChat, messages: ChatMessage[], language?: string): Promise<ChatAnswer> {
  const context: ChatContext = {
    settings,
    products: settings.recommendProducts ? await chatProducts(brandId, experienceId) : [],
    ...(language ? { language } : {}),
  };
  return chatAnswerer().answer(language ? await withDraftTranslations(brandId, experienceId, context, language) : context, messages);
}

/**
 * A preview link's assistant reads the draft in the visitor's language as the published one does:
 * the draft's products and assistant texts with their saved translations (outdated ones included,
 * as publishing keeps them), the default language's where there is none. The keys are the
 * manifest's (`product.<id>.name`, `chat.welcome`…), so a preview matches what publishing freezes.
 */
async function withDraftTranslations(brandId: string, experienceId: string, context: ChatContext, language: string): Promise<ChatContext> {
  const stored = (await readTranslations(brandId, experienceId, [language]))[language] ?? {};
  if (Object.keys(stored).length === 0) return context;
  const text = (key: string, fallback: string) => stored[key]?.text || fallback;
  const { settings } = context;
  return {
    ...context,
    settings: {
      ...settings,
      name: text("chat.name", settings.name),
      welcomeMessage: text("chat.welcome", settings.welcomeMessage),
      suggestedQuestions: settings.suggestedQuestions.map((question, i) => text(`chat.suggestion.${i}`, question)),
    },
    products: context.products.map((product) => ({
      ...product,
      name: text(`product.${product.id}.name`, product.name),
      description: text(`product.${product.id}.description`, product.description),
    })),
  };
}

/** "Try it" in the console: the saved settings, whether the assistant is on or not. */
export async function chatAsMember(limits: ApiLimits, caller: Caller, brandId: string, experienceId: string, messages: ChatMessage[]): Promise<ChatAnswer> {
  await charge(limits.chatTurns, `user:${caller.tenantId}/${caller.uid}`, "chat messages");
  const settings = aiChatFrom(await experienceData(brandId, experienceId));
  return answer(brandId, experienceId, settings, messages);
}

const noAssistant = () => notFound({ message: "This experience has no assistant" });

/** A manifest's product narrowed to what an answerer may use: its context carries nothing else. */
const asChatProduct = ({ id, sku, name, description, price, currency, url }: ChatProduct): ChatProduct => ({
  id,
  sku,
  name,
  description,
  price,
  currency,
  url,
});

/**
 * What the public may ask about: the live published version's products and the assistant
 * published with it, never the draft (unpublished products, unsaved knowledge).
 */
async function publishedChatContext(brandId: string, experienceId: string, language?: string): Promise<ChatContext> {
  const data = await experienceData(brandId, experienceId);
  const live = typeof data.publishedVersion === "number" ? data.publishedVersion : null;
  if (data.status === "archived" || live === null) throw noAssistant();
  const [version, snapshot] = await Promise.all([
    manifestsCol(brandId, experienceId).doc(String(live)).get(),
    readAssistantSnapshot(brandId, experienceId, live),
  ]);
  const content = version.get("content");
  if (typeof content !== "string") throw noAssistant();
  // A translated experience is searched and quoted in the visitor's language (its fallbacks in the default one).
  const manifest = localiseManifest(JSON.parse(content) as Manifest, language ?? "");
  // The manifest says whether the published assistant is on and how it presents itself.
  if (!manifest.aiChat) throw noAssistant();
  const settings: AiChat = {
    ...defaultAiChat(),
    // Versions published before snapshots were kept answer from their products alone.
    ...(snapshot ?? { knowledge: [], persona: "" }),
    enabled: true,
    name: manifest.aiChat.name,
    welcomeMessage: manifest.aiChat.welcomeMessage,
    suggestedQuestions: manifest.aiChat.suggestedQuestions,
  };
  const products = settings.recommendProducts ? manifest.products.slice(0, chatConfig.maxProducts).map(asChatProduct) : [];
  return { settings, products, ...(language ? { language } : {}) };
}

/**
 * A viewer's question. The public viewer is answered from the live published version only; a
 * preview link's viewer (an active link of this experience) from the draft it is shown.
 */
export async function chatAsVisitor(
  limits: ApiLimits,
  clientAddress: string,
  brandId: string,
  experienceId: string,
  messages: ChatMessage[],
  { testAccessId, language }: { testAccessId?: string; language?: string } = {},
): Promise<ChatAnswer> {
  await charge(limits.chatTurns, `ip:${clientAddress}`, "chat messages");
  // Counted only for an assistant that exists: made-up ids create no counters.
  const chargeExperience = () => charge(limits.chatTurnsPerExperience, `${brandId}/${experienceId}`, "chat messages to this experience");
  if (testAccessId !== undefined) {
    await checkTestAccess(brandId, experienceId, testAccessId);
    const data = await experienceData(brandId, experienceId);
    const settings = aiChatFrom(data);
    if (data.status === "archived" || !settings.enabled) throw noAssistant();
    await chargeExperience();
    return answer(brandId, experienceId, settings, messages, language);
  }
  const context = await publishedChatContext(brandId, experienceId, language);
  await chargeExperience();
  return chatAnswerer().answer(context, messages);
}
