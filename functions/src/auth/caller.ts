import type { ApiKeyBrandIds, ApiKeyScope, BrandRole, TenantRole } from "@vitrine/contract";

/** The API key behind a request authenticated by one. */
export interface ApiKeyIdentity {
  id: string;
  prefix: string;
  name: string;
  scope: ApiKeyScope;
  brandIds: ApiKeyBrandIds;
}

/**
 * Who is calling, resolved once per request by the authenticate middleware: a person signed in
 * with Firebase Auth, or an API key. A key acts as a tenant `member` holding, on each brand it
 * covers, the role its scope maps to (viewer or editor), so the permission table applies to it
 * unchanged; `authorize` also keeps it off the routes only people may use.
 */
export interface Caller {
  kind: "user" | "apiKey";
  /** The person's uid; for a key `apiKey:<keyId>`, which is what `createdBy` fields record. */
  uid: string;
  email: string | null;
  displayName: string | null;
  tenantId: string;
  authTenantId: string;
  tenantRole: TenantRole;
  brandRoles: Record<string, BrandRole>;
  apiKey?: ApiKeyIdentity;
  /** A person whose token says the email is verified (or who signed in without a password). */
  emailVerified?: boolean;
}
