import type { ChatAnswer, ChatMessage } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";

export interface ChatWithAssistantInput {
  brandId: string;
  experienceId: string;
  messages: ChatMessage[];
}

export function chatWithAssistant({ brandId, experienceId, messages }: ChatWithAssistantInput): Promise<ChatAnswer> {
  return api("chatWithAssistant", { params: { brandId, experienceId }, body: { messages } });
}

/** One turn of "Try it": nothing cached changes, so nothing to revalidate; failures are toasted. */
export function useChatWithAssistant() {
  return useApiMutation(chatWithAssistant);
}
