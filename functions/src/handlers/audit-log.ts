import type { Handlers } from "../http/handler.js";
import { listAuditLog } from "../services/audit-log.js";

export const auditLogHandlers: Pick<Handlers, "listAuditLog"> = {
  listAuditLog: ({ caller, query }) => listAuditLog(caller.tenantId, query),
};
