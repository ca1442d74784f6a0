/** Cache keys of a brand's people, scoped by brand so one brand's changes leave others cached. */
export const brandMemberKeys = {
  all: ["brand-members"] as const,
  lists: (brandId: string) => ["brand-members", brandId, "list"] as const,
  list: (brandId: string, query: { limit?: number; cursor?: string }) => ["brand-members", brandId, "list", { ...query }] as const,
};
