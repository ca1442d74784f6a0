/** Cache keys of the tenant's people; every mutation here revalidates `lists()`. */
export const tenantMemberKeys = {
  all: ["tenant-members"] as const,
  lists: () => ["tenant-members", "list"] as const,
  list: (query: { limit?: number; cursor?: string }) => ["tenant-members", "list", { ...query }] as const,
};
