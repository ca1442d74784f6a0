/** The one place AI chat cache keys are built: one assistant per experience. */
export const aiChatKeys = {
  all: ["ai-chat"] as const,
  detail: (brandId: string, experienceId: string) => ["ai-chat", brandId, experienceId] as const,
};
