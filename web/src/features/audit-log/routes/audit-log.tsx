import { AuditLogPage } from "../components/audit-log-page";

export default function AuditLogRoute() {
  return <AuditLogPage />;
}
