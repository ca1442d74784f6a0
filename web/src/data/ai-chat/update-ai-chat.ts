import type { AiChat, UpdateAiChat } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { aiChatKeys } from "./keys";

export interface UpdateAiChatInput {
  brandId: string;
  experienceId: string;
  settings: UpdateAiChat;
}

export function updateAiChat({ brandId, experienceId, settings }: UpdateAiChatInput): Promise<AiChat> {
  return api("updateAiChat", { params: { brandId, experienceId }, body: settings });
}

export function useUpdateAiChat() {
  return useApiMutation(updateAiChat, {
    invalidates: ({ brandId, experienceId }) => [aiChatKeys.detail(brandId, experienceId)],
    success: "Assistant saved.",
  });
}
