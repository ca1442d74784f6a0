/** The one place translation cache keys are built (one translations view per experience). */
export const translationKeys = {
  all: ["translations"] as const,
  detail: (experienceId: string) => ["translations", experienceId] as const,
};
