/** The one place theme cache keys are built (one theme per experience). */
export const themeKeys = {
  all: ["theme"] as const,
  detail: (experienceId: string) => ["theme", experienceId] as const,
};
