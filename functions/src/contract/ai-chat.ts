import { z } from "zod";
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

export const aiChatRoutes = defineRoutes({});
