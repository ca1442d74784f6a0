/** The one place host cache keys are built: one host per experience. */
export const hostKeys = {
  all: ["host"] as const,
  detail: (brandId: string, experienceId: string) => ["host", brandId, experienceId] as const,
};
