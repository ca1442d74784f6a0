/** The one place the API document's cache key is built. */
export const openApiKeys = {
  document: () => ["openapi", "document"] as const,
};
