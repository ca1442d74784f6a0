export const tenantKeys = {
  all: ["tenant"] as const,
  current: () => ["tenant", "current"] as const,
};
