import type { AiChat } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { aiChatKeys } from "./keys";

export function getAiChat(brandId: string, experienceId: string): Promise<AiChat> {
  return api("getAiChat", { params: { brandId, experienceId } });
}

export function useAiChat(brandId: string, experienceId: string) {
  return useSWR(aiChatKeys.detail(brandId, experienceId), () => getAiChat(brandId, experienceId), {
    // The form holds its own draft: a refetch on focus would only fight it.
    revalidateOnFocus: false,
  });
}
