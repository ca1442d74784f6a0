import type { BrandRole, TenantRole } from "../contract/index.js";

/** Who is calling, resolved once per request by the authenticate middleware. */
export interface Caller {
  kind: "user";
  uid: string;
  email: string | null;
  displayName: string | null;
  tenantId: string;
  authTenantId: string;
  tenantRole: TenantRole;
  brandRoles: Record<string, BrandRole>;
}
