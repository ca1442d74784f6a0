import { z } from "zod";
import { displayNameSchema, emailSchema, idSchema, isoDateTimeSchema, NON_EMPTY_BODY, okSchema, pageOf, pageQuerySchema, uidSchema } from "./common.js";
import { auditRetentionDaysSchema } from "./audit-log.js";
import { brandRoleSchema, tenantRoleSchema } from "./roles.js";
import { publicEndpoints } from "./public-endpoints.js";
import { defineRoutes } from "./route-def.js";

export const tenantSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  authTenantId: z.string(),
  /** Base URL of the public viewer that QR codes point to (`{publicBaseUrl}/{placementId}`); null = the console's origin. */
  publicBaseUrl: z.string().nullable(),
  /**
   * When the workspace and everything in it will be deleted, if an owner asked for it; until then
   * an owner can restore it (its viewers are paused meanwhile). Null otherwise.
   */
  deletionScheduledFor: isoDateTimeSchema.nullable(),
  /** Days the audit log keeps an entry (30-3650, default 365). */
  auditRetentionDays: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Tenant = z.infer<typeof tenantSchema>;

export const publicBaseUrlSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, "Use a web address like https://qr.example.com")
  .transform((url) => url.replace(/\/+$/, ""));

export const updateTenantSchema = z
  .object({
    name: displayNameSchema.optional(),
    /** null goes back to the console's origin. */
    publicBaseUrl: publicBaseUrlSchema.nullable().optional(),
    /** Applies to entries written from now on: each keeps the expiry it was written with. */
    auditRetentionDays: auditRetentionDaysSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateTenant = z.input<typeof updateTenantSchema>;

/**
 * Members are `active`. `invited` is only found on members written by an older version, which
 * created the member at invitation time; such a member is refused until invited again.
 */
export const memberStatusSchema = z.enum(["invited", "active"]);

export const tenantMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: tenantRoleSchema,
  status: memberStatusSchema,
  brandRoles: z.record(z.string(), brandRoleSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TenantMember = z.infer<typeof tenantMemberSchema>;

/**
 * A person as the workspace's list shows them. `accountEmailChanged`: their account no longer
 * has the address the membership was made for, so they are refused (403 account-email-changed)
 * until an owner re-links them (`relinkTenantMember`). The account's new address is not shown:
 * the owner re-links to the address the person tells them.
 */
export const tenantMemberListItemSchema = tenantMemberSchema.extend({ accountEmailChanged: z.boolean() });
export type TenantMemberListItem = z.infer<typeof tenantMemberListItemSchema>;

export const updateTenantMemberSchema = z.object({ role: tenantRoleSchema }).strict();

export const memberParamsSchema = z.object({ uid: uidSchema }).strict();

/**
 * Re-linking a member whose account's email changed: the address the owner read from the person
 * (what their account holds now), checked against the account, so an owner never links an
 * address they did not see.
 */
export const relinkTenantMemberSchema = z.object({ email: emailSchema }).strict();

/** What the sign-in screen needs to know about a workspace before anyone signs in. */
export const workspaceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  authTenantId: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspaceParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,63}$/, "Invalid workspace") }).strict();

export const meSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  tenant: tenantSchema,
  tenantRole: tenantRoleSchema,
  brandRoles: z.record(z.string(), brandRoleSchema),
});
export type Me = z.infer<typeof meSchema>;

export const updateMeSchema = z.object({ displayName: displayNameSchema }).strict();

/** Scheduling a workspace's deletion: its slug typed back, as the confirmation. */
export const scheduleWorkspaceDeletionSchema = z.object({ confirmSlug: z.string().max(63) }).strict();

/** The workspace lookup, the caller, their tenant and its people. */
export const tenantRoutes = defineRoutes({
  getWorkspace: {
    ...publicEndpoints.getWorkspace,
    summary: "The sign-in facts of a workspace (tenant) by its slug",
    access: "public",
    params: workspaceParamsSchema,
    response: workspaceSchema,
  },
  getMe: {
    method: "get",
    path: "/v1/me",
    summary: "The caller, their tenant and their roles",
    access: "signed-in",
    response: meSchema,
  },
  updateMe: {
    method: "patch",
    path: "/v1/me",
    summary: "Change the caller's display name",
    access: "signed-in",
    sensitive: true,
    body: updateMeSchema,
    response: meSchema,
  },
  deleteMe: {
    method: "delete",
    path: "/v1/me",
    summary: "Delete the caller's account and leave the workspace (the last owner cannot: 409)",
    access: "signed-in",
    sensitive: true,
    response: okSchema,
  },
  scheduleWorkspaceDeletion: {
    method: "post",
    path: "/v1/tenants/me/deletion",
    summary: "Schedule the deletion of the caller's workspace and everything in it, in 7 days (restorable until then)",
    access: "tenant.delete",
    sensitive: true,
    body: scheduleWorkspaceDeletionSchema,
    response: tenantSchema,
  },
  cancelWorkspaceDeletion: {
    method: "delete",
    path: "/v1/tenants/me/deletion",
    summary: "Restore a workspace whose deletion is scheduled",
    access: "tenant.delete",
    sensitive: true,
    response: tenantSchema,
  },
  getTenant: {
    method: "get",
    path: "/v1/tenants/me",
    summary: "The caller's tenant",
    access: "tenant.read",
    response: tenantSchema,
  },
  updateTenant: {
    method: "patch",
    path: "/v1/tenants/me",
    summary: "Change the caller's tenant: its name, viewer address or audit log retention",
    access: "tenant.update",
    sensitive: true,
    body: updateTenantSchema,
    response: tenantSchema,
  },
});

/** The people of the caller's tenant and their roles. */
export const tenantMemberRoutes = defineRoutes({
  listTenantMembers: {
    method: "get",
    path: "/v1/tenants/me/members",
    summary:
      "People of the tenant and their roles; `accountEmailChanged` marks a person whose account no longer has the address they joined with, refused until an owner re-links them",
    access: "tenantMembers.read",
    query: pageQuerySchema,
    response: pageOf(tenantMemberListItemSchema),
  },
  updateTenantMember: {
    method: "patch",
    path: "/v1/tenants/me/members/:uid",
    summary: "Change a tenant member's role",
    access: "tenantMembers.manage",
    sensitive: true,
    params: memberParamsSchema,
    body: updateTenantMemberSchema,
    response: tenantMemberSchema,
  },
  relinkTenantMember: {
    method: "post",
    path: "/v1/tenants/me/members/:uid/relink",
    summary:
      "Re-link a member to their account's current email address (`email`), after it was changed (owners only): until then they are refused (403 account-email-changed); single sign-on is decided by the new address from then on. 409 when the account's verified address is not the one given",
    access: "tenantMembers.relink",
    sensitive: true,
    params: memberParamsSchema,
    body: relinkTenantMemberSchema,
    response: tenantMemberSchema,
  },
  removeTenantMember: {
    method: "delete",
    path: "/v1/tenants/me/members/:uid",
    summary: "Remove a person from the tenant and all its brands",
    access: "tenantMembers.manage",
    sensitive: true,
    params: memberParamsSchema,
    response: okSchema,
  },
});
