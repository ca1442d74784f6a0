import type { ListAuditLogQuery } from "@vitrine/contract";

/** The one place audit log cache keys are built. */
export const auditLogKeys = {
  all: ["audit-log"] as const,
  list: (query: ListAuditLogQuery) => ["audit-log", "list", { ...query }] as const,
};
