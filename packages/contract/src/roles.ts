import { z } from "zod";

/** Ordered from least to most privileged: the index is the rank. */
export const tenantRoles = ["member", "admin", "owner"] as const;
export const brandRoles = ["viewer", "editor", "admin"] as const;

export const tenantRoleSchema = z.enum(tenantRoles);
export const brandRoleSchema = z.enum(brandRoles);
export type TenantRole = z.infer<typeof tenantRoleSchema>;
export type BrandRole = z.infer<typeof brandRoleSchema>;

export const tenantRoleRank = (role: TenantRole) => tenantRoles.indexOf(role);
export const brandRoleRank = (role: BrandRole) => brandRoles.indexOf(role);

/**
 * One table of action -> minimum role. Tenant actions are checked against the tenant role;
 * brand actions against the brand role, where a tenant admin or owner counts as brand admin.
 */
export const permissions = {
  "tenant.read": { scope: "tenant", minRole: "member" },
  "tenant.update": { scope: "tenant", minRole: "admin" },
  "tenant.delete": { scope: "tenant", minRole: "owner" },
  "tenant.export": { scope: "tenant", minRole: "owner" },
  /** Restoring an export fills the workspace and invites its people again: owners only. */
  "tenant.import": { scope: "tenant", minRole: "owner" },
  "tenantMembers.read": { scope: "tenant", minRole: "member" },
  "tenantMembers.manage": { scope: "tenant", minRole: "admin" },
  /** Which address a membership holds decides single sign-on, as `sso.manage` does: owners only. */
  "tenantMembers.relink": { scope: "tenant", minRole: "owner" },
  "brands.list": { scope: "tenant", minRole: "member" },
  "brands.create": { scope: "tenant", minRole: "admin" },
  "brands.delete": { scope: "tenant", minRole: "admin" },
  "brand.read": { scope: "brand", minRole: "viewer" },
  "brand.update": { scope: "brand", minRole: "admin" },
  "brandMembers.read": { scope: "brand", minRole: "viewer" },
  "brandMembers.manage": { scope: "brand", minRole: "admin" },
  "library.read": { scope: "tenant", minRole: "member" },
  "brandContent.read": { scope: "brand", minRole: "viewer" },
  "brandContent.write": { scope: "brand", minRole: "editor" },
  /**
   * Review comments on experiences: whoever reads the brand's content may comment (reviewers are
   * often brand viewers). People only: no API key scope grants it.
   */
  "brandContent.comment": { scope: "brand", minRole: "viewer" },
  /** Deciding publish requests on a brand that requires approval; also the brand's named approvers (see `namedHolders`). */
  "brandContent.approve": { scope: "brand", minRole: "admin" },
  "apiKeys.manage": { scope: "tenant", minRole: "admin" },
  "webhooks.manage": { scope: "tenant", minRole: "admin" },
  "auditLog.read": { scope: "tenant", minRole: "admin" },
  "sso.read": { scope: "tenant", minRole: "admin" },
  "sso.manage": { scope: "tenant", minRole: "owner" },
} as const satisfies Record<string, { scope: "tenant"; minRole: TenantRole } | { scope: "brand"; minRole: BrandRole }>;

export type Action = keyof typeof permissions;

/**
 * Brand actions that members below the minimum role also hold when the brand names them, and the
 * brand field that names them (a list of uids, each a member of the brand).
 */
export const namedHolders = { "brandContent.approve": "publishApprovers" } as const satisfies Partial<Record<Action, string>>;

/** The brand's lists of named holders, as the brand document and the Brand resource hold them. */
export type NamedHolderLists = { [F in (typeof namedHolders)[keyof typeof namedHolders]]?: readonly string[] };

/** Whether the brand names `uid` as a holder of `action` (only for the actions of `namedHolders`). */
export function isNamedHolder(action: Action, brand: NamedHolderLists | undefined, uid: string): boolean {
  const field = action in namedHolders ? namedHolders[action as keyof typeof namedHolders] : undefined;
  return field !== undefined && brand?.[field]?.includes(uid) === true;
}

/**
 * Actions whose changes reach people or systems outside the workspace: invitations, API keys,
 * webhooks. The founder of a workspace made by sign-up uses the console before verifying their
 * email, but not for these: the address could be anyone's, and a throwaway sign-up must not
 * become a way to send invitations or requests to strangers.
 */
export const verifiedEmailActions: readonly Action[] = [
  "tenantMembers.manage",
  "tenantMembers.relink",
  "brandMembers.manage",
  "apiKeys.manage",
  "webhooks.manage",
  "sso.manage",
  "tenant.import",
];

/** The brand role a caller effectively holds, given their tenant role and explicit brand role. */
export function effectiveBrandRole(tenantRole: TenantRole, brandRole: BrandRole | undefined): BrandRole | undefined {
  if (tenantRoleRank(tenantRole) >= tenantRoleRank("admin")) return "admin";
  return brandRole;
}

/** `brand`, when given, is the brand of `brandId`: its named holders (see `namedHolders`) count too. */
export function can(
  action: Action,
  caller: { uid?: string; tenantRole: TenantRole; brandRoles: Record<string, BrandRole> },
  brandId?: string,
  brand?: NamedHolderLists,
): boolean {
  const rule = permissions[action];
  if (rule.scope === "tenant") return tenantRoleRank(caller.tenantRole) >= tenantRoleRank(rule.minRole);
  if (!brandId) return false;
  const role = effectiveBrandRole(caller.tenantRole, caller.brandRoles[brandId]);
  if (role === undefined) return false;
  return brandRoleRank(role) >= brandRoleRank(rule.minRole) || (caller.uid !== undefined && isNamedHolder(action, brand, caller.uid));
}
