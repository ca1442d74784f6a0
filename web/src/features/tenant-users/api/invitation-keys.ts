/** Cache keys of the workspace's pending invitations; every invitation mutation revalidates `lists()`. */
export const invitationKeys = {
  all: ["invitations"] as const,
  lists: () => ["invitations", "list"] as const,
  list: (query: { limit?: number; cursor?: string }) => ["invitations", "list", { ...query }] as const,
};
