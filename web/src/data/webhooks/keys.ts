/** Cache keys of the workspace's webhook endpoints and their delivery logs. */
export const webhookKeys = {
  all: ["webhooks"] as const,
  lists: () => ["webhooks", "list"] as const,
  list: (query: { limit?: number; cursor?: string }) => ["webhooks", "list", { ...query }] as const,
  detail: (webhookId: string) => ["webhooks", "detail", webhookId] as const,
  deliveries: (webhookId: string) => ["webhooks", "deliveries", webhookId] as const,
  deliveryList: (webhookId: string, query: { limit?: number; cursor?: string }) => ["webhooks", "deliveries", webhookId, { ...query }] as const,
};
