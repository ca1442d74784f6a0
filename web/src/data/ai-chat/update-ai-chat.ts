import type { AiChat, UpdateAiChat } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { aiChatKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateAiChatInput {
  brandId: string;
  experienceId: string;
  settings: UpdateAiChat;
}

export function updateAiChat({ brandId, experienceId, settings }: UpdateAiChatInput): Promise<AiChat> {
  return api("updateAiChat", { params: { brandId, experienceId }, body: settings });
}

export function useUpdateAiChat() {
  const t = useT();
  return useApiMutation(updateAiChat, {
    invalidates: ({ brandId, experienceId }) => [aiChatKeys.detail(brandId, experienceId)],
    success: t("aiChat.saved"),
  });
}
