import { z } from "zod";
import { displayNameSchema, emailSchema, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { brandRoleSchema, tenantRoleSchema } from "./roles.js";
import { tenantMemberSchema } from "./tenants.js";

/** How long an invitation link works after it was (re)sent. */
export const INVITATION_TTL_DAYS = 7;

/**
 * `expired` is never stored: it is a pending invitation whose `expiresAt` has passed, told apart
 * so the console can offer to send it again.
 */
export const invitationStatusSchema = z.enum(["pending", "expired", "accepted", "revoked"]);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const tenantInvitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  displayName: z.string().nullable().describe("The name the inviter gave; the invitee may change it when accepting"),
  role: tenantRoleSchema,
  brandRoles: z.record(z.string(), brandRoleSchema).describe("Brand roles the person gets on accepting"),
  status: invitationStatusSchema,
  expiresAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.describe("When the current link was made; re-sending makes a new one"),
  createdAt: isoDateTimeSchema,
  createdBy: z.object({ uid: z.string(), name: z.string().nullable() }),
});
export type TenantInvitation = z.infer<typeof tenantInvitationSchema>;

export const inviteTenantMemberSchema = z
  .object({
    email: emailSchema,
    role: tenantRoleSchema.default("member"),
    displayName: displayNameSchema.optional(),
  })
  .strict();
export type InviteTenantMember = z.input<typeof inviteTenantMemberSchema>;

export const sentInvitationSchema = z.object({
  invitation: tenantInvitationSchema,
  inviteLink: z
    .string()
    .describe(
      `The invitation link, shown this once (only its hash is kept). It works once, for ${INVITATION_TTL_DAYS} days, until revoked or sent again; the console shows it so it can be shared by hand`,
    ),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationParamsSchema = z.object({ invitationId: idSchema }).strict();

/** An invitation token: `<invitation id>.<secret>`; the id finds the record, the hash of the whole is compared. */
export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}\.[A-Za-z0-9_-]{43}$/, "This invitation link is incomplete: open the link from the email again");

const invitationLinkSchema = z
  .object({
    workspace: z.string().regex(/^[a-z0-9-]{1,63}$/, "Invalid workspace"),
    token: invitationTokenSchema,
  })
  .strict();

export const previewInvitationSchema = invitationLinkSchema;
export type PreviewInvitation = z.input<typeof previewInvitationSchema>;

/** What the accept screen shows before the invitee commits. */
export const invitationPreviewSchema = z.object({
  workspace: z.object({ slug: z.string(), name: z.string() }),
  email: z.string(),
  displayName: z.string().nullable(),
  role: tenantRoleSchema,
  brands: z.array(z.object({ id: z.string(), name: z.string(), role: brandRoleSchema })),
  invitedBy: z.string().nullable(),
  expiresAt: isoDateTimeSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationSchema = invitationLinkSchema
  .extend({
    displayName: displayNameSchema,
    password: z.string().min(6, "Use at least 6 characters").max(128, "Use at most 128 characters"),
  })
  .strict();
export type AcceptInvitation = z.input<typeof acceptInvitationSchema>;

export const acceptedInvitationSchema = z.object({
  member: tenantMemberSchema,
  /** What the client needs to sign in with the new password at once. */
  workspace: z.object({ slug: z.string(), name: z.string(), authTenantId: z.string() }),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const invitationRoutes = defineRoutes({
  listInvitations: {
    method: "get",
    path: "/v1/tenants/me/invitations",
    summary: "Invitations waiting for an answer (pending and expired), by email",
    access: "tenantMembers.manage",
    query: pageQuerySchema,
    response: pageOf(tenantInvitationSchema),
  },
  inviteTenantMember: {
    method: "post",
    path: "/v1/tenants/me/invitations",
    summary: `Invite a person by email: the answer holds a single-use link valid ${INVITATION_TTL_DAYS} days. Nothing is created in the workspace until it is accepted`,
    access: "tenantMembers.manage",
    sensitive: true,
    body: inviteTenantMemberSchema,
    response: sentInvitationSchema,
    successStatus: 201,
  },
  revokeInvitation: {
    method: "post",
    path: "/v1/tenants/me/invitations/:invitationId/revoke",
    summary: "Revoke a pending invitation: its link stops working",
    access: "tenantMembers.manage",
    sensitive: true,
    params: invitationParamsSchema,
    response: tenantInvitationSchema,
  },
  resendInvitation: {
    method: "post",
    path: "/v1/tenants/me/invitations/:invitationId/resend",
    summary: `Make a new link for a pending or expired invitation, valid ${INVITATION_TTL_DAYS} days; the previous link stops working`,
    access: "tenantMembers.manage",
    sensitive: true,
    params: invitationParamsSchema,
    response: sentInvitationSchema,
  },
  previewInvitation: {
    method: "post",
    path: "/v1/public/invitations/preview",
    summary: "What an invitation link offers (workspace, email, role), for the accept screen; refuses a used, revoked or expired link",
    access: "public",
    body: previewInvitationSchema,
    response: invitationPreviewSchema,
  },
  acceptInvitation: {
    method: "post",
    path: "/v1/public/invitations/accept",
    summary:
      "Accept an invitation: creates the person's account with this password and a verified email, and their membership. The link works once; an account that existed before the invitation is never reused",
    access: "public",
    body: acceptInvitationSchema,
    response: acceptedInvitationSchema,
    successStatus: 201,
  },
});
