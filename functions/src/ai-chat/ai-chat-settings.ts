import type { DocumentData } from "firebase-admin/firestore";
import { aiChatSchema, defaultAiChat, type AiChat } from "@vitrine/contract";

/**
 * The stored settings, defaults filled in for anything never saved. Apart from the assistant's
 * service because publishing reads them too, and the assistant reads published versions.
 */
export function aiChatFrom(data: DocumentData | undefined): AiChat {
  const stored = data?.aiChat;
  if (!stored || typeof stored !== "object") return defaultAiChat();
  const parsed = aiChatSchema.safeParse({ ...defaultAiChat(), ...stored });
  return parsed.success ? parsed.data : defaultAiChat();
}
