export const meKeys = {
  all: ["me"] as const,
  current: () => ["me", "current"] as const,
};
