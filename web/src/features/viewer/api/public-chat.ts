import type { ChatAnswer, PublicChatRequest } from "@vitrine/contract";
import { publicApi } from "@/lib/public-api";

export type ChatTurn = PublicChatRequest["messages"][number];

/**
 * One turn with the experience's assistant; the recent transcript goes along for context. A preview
 * link's viewer passes its link, so the assistant answers from the draft it is shown.
 */
export function sendChatMessage(
  brandId: string,
  experienceId: string,
  messages: ChatTurn[],
  { signal, testAccessId, language }: { signal?: AbortSignal; testAccessId?: string; language?: string } = {},
): Promise<ChatAnswer> {
  return publicApi("publicChat", {
    params: { brandId, experienceId },
    body: { messages, ...(testAccessId && { testAccessId }), ...(language && { language }) },
    signal,
  });
}
