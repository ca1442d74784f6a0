import type { ChatAnswer, ChatRequest } from "@contract";
import { publicApi } from "@/lib/public-api";

export type ChatTurn = ChatRequest["messages"][number];

/** One turn with the experience's assistant; the recent transcript goes along for context. */
export function sendChatMessage(brandId: string, experienceId: string, messages: ChatTurn[], signal?: AbortSignal): Promise<ChatAnswer> {
  return publicApi("publicChat", { params: { brandId, experienceId }, body: { messages }, signal });
}
