/** Cache keys of the workspace's API keys; every mutation here revalidates `lists()`. */
export const apiKeyKeys = {
  all: ["api-keys"] as const,
  lists: () => ["api-keys", "list"] as const,
  list: (query: { limit?: number; cursor?: string }) => ["api-keys", "list", { ...query }] as const,
};
