import { z } from "zod";
import { displayNameSchema, idSchema, isoDateTimeSchema, uidSchema, NON_EMPTY_BODY } from "./common.js";
import { auditRetentionDaysSchema } from "./audit-log.js";
import { brandRoleSchema, tenantRoleSchema } from "./roles.js";

export const tenantSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  authTenantId: z.string(),
  /** Base URL of the public viewer that QR codes point to (`{publicBaseUrl}/{placementId}`); null = the console's origin. */
  publicBaseUrl: z.string().nullable(),
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

export const updateTenantMemberSchema = z.object({ role: tenantRoleSchema }).strict();

export const memberParamsSchema = z.object({ uid: uidSchema }).strict();

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
