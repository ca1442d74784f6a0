import type { Handlers } from "../http/handler.js";
import { listAuditLog } from "./audit-log.js";

export const auditLogHandlers: Pick<Handlers, "listAuditLog"> = {
  listAuditLog: ({ caller, query }) => listAuditLog(caller.tenantId, query),
};
