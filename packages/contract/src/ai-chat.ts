import { z } from "zod";
import { documentIdSchema, idSchema, NON_BLANK, experienceParamsSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { localIdSchema } from "./scene-shapes.js";

/** What the assistant knows: a question with its answer, or a free text passage. */
export const knowledgeEntrySchema = z.discriminatedUnion("kind", [
  z.object({ id: localIdSchema, kind: z.literal("qa"), question: z.string(), answer: z.string() }).strict(),
  z.object({ id: localIdSchema, kind: z.literal("text"), text: z.string() }).strict(),
]);
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

/** The experience's assistant. Knowledge stays on the server; the viewer only gets the public part. */
export const aiChatSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  persona: z.string(),
  welcomeMessage: z.string(),
  suggestedQuestions: z.array(z.string()),
  knowledge: z.array(knowledgeEntrySchema),
  /** Whether answers may point to the experience's products. */
  recommendProducts: z.boolean(),
});
export type AiChat = z.infer<typeof aiChatSchema>;

export const defaultAiChat = (): AiChat => ({
  enabled: false,
  name: "Assistant",
  persona: "A friendly, concise in-store assistant.",
  welcomeMessage: "Hi! Ask me anything about what you see.",
  suggestedQuestions: [],
  knowledge: [],
  recommendProducts: true,
});

/** Limits of the settings: what a prompt and a phone screen can carry. */
export const AI_CHAT_LIMITS = {
  name: 60,
  persona: 2000,
  welcomeMessage: 500,
  suggestedQuestions: 6,
  suggestedQuestion: 120,
  knowledgeEntries: 200,
  knowledgeQuestion: 500,
  knowledgeText: 4000,
} as const;

const L = AI_CHAT_LIMITS;

const knowledgeInputSchema = z.discriminatedUnion("kind", [
  z
    .object({
      id: localIdSchema,
      kind: z.literal("qa"),
      question: z
        .string()
        .trim()
        .min(1, "Write the question")
        .max(L.knowledgeQuestion, `A question is at most ${L.knowledgeQuestion} characters`)
        .meta(NON_BLANK),
      answer: z.string().trim().min(1, "Write the answer").max(L.knowledgeText, `An answer is at most ${L.knowledgeText} characters`).meta(NON_BLANK),
    })
    .strict(),
  z
    .object({
      id: localIdSchema,
      kind: z.literal("text"),
      text: z.string().trim().min(1, "Write the text").max(L.knowledgeText, `A passage is at most ${L.knowledgeText} characters`).meta(NON_BLANK),
    })
    .strict(),
]);

/** The whole settings object, replaced at once. */
export const updateAiChatSchema = z
  .object({
    enabled: z.boolean(),
    name: z.string().trim().min(1, "Give the assistant a name").max(L.name, `The name is at most ${L.name} characters`).meta(NON_BLANK),
    persona: z.string().trim().max(L.persona, `The persona is at most ${L.persona} characters`),
    welcomeMessage: z.string().trim().max(L.welcomeMessage, `The welcome message is at most ${L.welcomeMessage} characters`),
    suggestedQuestions: z
      .array(
        z
          .string()
          .trim()
          .min(1, "Suggested questions cannot be empty")
          .max(L.suggestedQuestion, `A suggested question is at most ${L.suggestedQuestion} characters`),
      )
      .max(L.suggestedQuestions, `At most ${L.suggestedQuestions} suggested questions`),
    knowledge: z.array(knowledgeInputSchema).max(L.knowledgeEntries, `At most ${L.knowledgeEntries} knowledge entries`),
    recommendProducts: z.boolean(),
  })
  .strict()
  .superRefine((settings, ctx) => {
    const ids = new Set<string>();
    settings.knowledge.forEach((entry, i) => {
      if (ids.has(entry.id)) ctx.addIssue({ code: "custom", path: ["knowledge", i, "id"], message: "Knowledge entry ids must be unique" });
      ids.add(entry.id);
    });
  });
export type UpdateAiChat = z.input<typeof updateAiChatSchema>;

export const CHAT_MAX_MESSAGES = 20;
export const CHAT_MAX_MESSAGE_LENGTH = 1000;

export const chatMessageSchema = z
  .object({
    role: z.enum(["user", "assistant"]),
    content: z.string().trim().min(1, "A message cannot be empty").max(CHAT_MAX_MESSAGE_LENGTH, `A message is at most ${CHAT_MAX_MESSAGE_LENGTH} characters`),
  })
  .strict();
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatMessagesSchema = z
  .array(chatMessageSchema)
  .min(1, "Send at least one message")
  .max(CHAT_MAX_MESSAGES, `A conversation is at most ${CHAT_MAX_MESSAGES} messages; start a new one`)
  .superRefine((messages, ctx) => {
    if (messages.length > 0 && messages[messages.length - 1]!.role !== "user") {
      ctx.addIssue({ code: "custom", path: [messages.length - 1, "role"], message: "The last message must be the user's" });
    }
  });

/** The conversation so far, oldest first, ending with the visitor's new question. */
export const chatRequestSchema = z.object({ messages: chatMessagesSchema }).strict();
export type ChatRequest = z.input<typeof chatRequestSchema>;

/**
 * A viewer's turn. The assistant answers from the experience's live published version; a preview
 * link's viewer sends its link id to be answered from the draft it shows instead.
 */
export const publicChatRequestSchema = z
  .object({
    messages: chatMessagesSchema,
    testAccessId: documentIdSchema("Invalid test access id", 64).optional(),
    /** The visitor's language (`fr`): the answer is written in it, and a translated experience's products are searched in it. */
    language: z
      .string()
      .regex(/^[a-z]{2,3}$/, "Use a language code such as fr")
      .optional(),
  })
  .strict();
export type PublicChatRequest = z.input<typeof publicChatRequestSchema>;

/** What an answer drew on: a knowledge entry (with a short label) or a product of the experience. */
export const chatCitationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("knowledge"), id: z.string(), label: z.string() }),
  z.object({ kind: z.literal("product"), id: idSchema, name: z.string() }),
]);
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const chatAnswerers = ["retrieval", "openai"] as const;

export const chatAnswerSchema = z.object({
  answer: z.string(),
  citations: z.array(chatCitationSchema),
  /** Which answerer wrote it: retrieval (no model) or an OpenAI-compatible model. */
  answerer: z.enum(chatAnswerers),
  /** Offered when the assistant could not answer: questions it can. */
  suggestedQuestions: z.array(z.string()).optional(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

export const aiChatRoutes = defineRoutes({
  getAiChat: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/ai-chat",
    summary: "The experience's assistant settings, knowledge included",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: aiChatSchema,
  },
  updateAiChat: {
    method: "put",
    path: "/v1/brands/:brandId/experiences/:experienceId/ai-chat",
    summary: "Replace the assistant settings: on/off, name, persona, welcome, suggested questions, knowledge, product recommendations",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: updateAiChatSchema,
    response: aiChatSchema,
  },
  chatWithAssistant: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/chat",
    summary: "Ask the assistant from the console (its saved settings, on or off); answers cite the knowledge and products used",
    access: "brandContent.read",
    params: experienceParamsSchema,
    body: chatRequestSchema,
    response: chatAnswerSchema,
  },
});
