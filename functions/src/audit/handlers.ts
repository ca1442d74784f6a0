import type { auditLogRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { listAuditLog } from "./audit-log.js";

export const auditLogHandlers: RouteHandlers<typeof auditLogRoutes> = {
  listAuditLog: ({ caller, query }) => listAuditLog(caller.tenantId, query),
};
