import type { ChatAnswer, ChatRequest } from "@contract";
import { api } from "@/lib/api";

export type ChatTurn = ChatRequest["messages"][number];

/** One turn with the experience's assistant; the recent transcript goes along for context. */
export function sendChatMessage(brandId: string, experienceId: string, messages: ChatTurn[], signal?: AbortSignal): Promise<ChatAnswer> {
  return api("publicChat", { params: { brandId, experienceId }, body: { messages }, signal });
}
