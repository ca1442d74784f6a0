import { z } from "zod";
import { displayNameSchema, emailSchema, isoDateTimeSchema, okSchema } from "./common.js";
import { placementParamsSchema } from "./placements.js";
import { publicEndpoints } from "./public-endpoints.js";
import { defineRoutes } from "./route-def.js";
import { tenantMemberSchema } from "./tenants.js";

/**
 * Whether anyone may create a workspace (`VITRINE_SIGNUP`): `open`, `invite-code` (the form must
 * carry the deployment's code) or `closed` (operators create workspaces).
 */
export const signUpModeSchema = z.enum(["open", "invite-code", "closed"]);
export type SignUpMode = z.infer<typeof signUpModeSchema>;

/** How long a workspace whose owner never verified their email is kept. */
export const UNVERIFIED_WORKSPACE_DAYS = 7;

export const WORKSPACE_SLUG_MIN = 3;
export const WORKSPACE_SLUG_MAX = 40;
const SLUG_SHAPE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Why a short name's shape is wrong, in the words the sign-up form shows; undefined when it is
 * fine. Names that read like Vitrine's own are the server's rule (its confusable skeletons need a
 * table the contract does not carry): the form learns of them from `checkSlugAvailability`, and
 * `signUp` refuses them with 400.
 */
export function workspaceSlugProblem(slug: string): string | undefined {
  if (slug.length < WORKSPACE_SLUG_MIN) return `Use at least ${WORKSPACE_SLUG_MIN} characters`;
  if (slug.length > WORKSPACE_SLUG_MAX) return `Use at most ${WORKSPACE_SLUG_MAX} characters`;
  if (!SLUG_SHAPE.test(slug)) return "Use lower-case letters, digits and single dashes, starting with a letter";
  return undefined;
}

/** A new workspace's short name: what people type to sign in, so it is kept short and plain. */
export const newWorkspaceSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = workspaceSlugProblem(slug);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({ pattern: SLUG_SHAPE.source, minLength: WORKSPACE_SLUG_MIN, maxLength: WORKSPACE_SLUG_MAX });

export const signUpOptionsSchema = z.object({ mode: signUpModeSchema });
export type SignUpOptions = z.infer<typeof signUpOptionsSchema>;

export const slugAvailabilityQuerySchema = z.object({ slug: z.string().max(200) }).strict();

export const slugAvailabilitySchema = z.object({
  slug: z.string().describe("The name as it would be stored (trimmed, lower-case)"),
  available: z.boolean(),
  reason: z.enum(["invalid", "reserved", "taken"]).nullable(),
  message: z.string().nullable().describe("Why it cannot be had, for the form"),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

export const signUpSchema = z
  .object({
    companyName: z.string().trim().min(1, "Company name is required").max(80, "Company name is too long"),
    slug: newWorkspaceSlugSchema,
    displayName: displayNameSchema,
    email: emailSchema,
    password: z.string().min(6, "Use at least 6 characters").max(128, "Use at most 128 characters"),
    inviteCode: z.string().max(200).optional().describe("Required when sign-up is by invite code"),
  })
  .strict();
export type SignUp = z.input<typeof signUpSchema>;

export const signedUpSchema = z.object({
  member: tenantMemberSchema,
  /** What the client needs to sign in with the new password at once. */
  workspace: z.object({ slug: z.string(), name: z.string(), authTenantId: z.string() }),
});
export type SignedUp = z.infer<typeof signedUpSchema>;

export const onboardingStepIds = ["create-brand", "upload-model", "publish", "print-qr-code"] as const;
export const onboardingStepSchema = z.object({
  id: z.enum(onboardingStepIds),
  done: z.boolean(),
  doneAt: isoDateTimeSchema.nullable(),
});
export const onboardingSchema = z.object({
  steps: z.array(onboardingStepSchema),
  complete: z.boolean(),
  emailVerified: z.boolean().describe("Whether the workspace's founder has verified their email"),
  verifyBy: isoDateTimeSchema.nullable().describe("When an unverified workspace is deleted"),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
export type OnboardingStepId = (typeof onboardingStepIds)[number];

export const signUpRoutes = defineRoutes({
  getSignUpOptions: {
    ...publicEndpoints.getSignUpOptions,
    summary: "Whether workspaces can be created from the sign-up screen, and how",
    access: "public",
    response: signUpOptionsSchema,
  },
  checkSlugAvailability: {
    method: "get",
    path: "/v1/public/sign-up/slug-availability",
    summary: "Whether a workspace short name can be had (its shape, names that read like Vitrine's own, names taken)",
    access: "public",
    query: slugAvailabilityQuerySchema,
    response: slugAvailabilitySchema,
  },
  signUp: {
    method: "post",
    path: "/v1/public/sign-up",
    summary: `Create a workspace, its Identity Platform tenant and its owner's account (email not yet verified: the workspace is deleted after ${UNVERIFIED_WORKSPACE_DAYS} days unless it is). 409 for a short name taken; limited per address and hour`,
    access: "public",
    body: signUpSchema,
    response: signedUpSchema,
    successStatus: 201,
  },
  getOnboarding: {
    method: "get",
    path: "/v1/tenants/me/onboarding",
    summary: "The first-run checklist (create a brand, upload a model, publish, print a QR code), computed from the workspace's data",
    access: "tenant.read",
    response: onboardingSchema,
  },
  recordQrCodeDownload: {
    method: "post",
    path: "/v1/brands/:brandId/placements/:placementId/qr-code-downloads",
    summary: "Record that a placement's QR code was downloaded or printed (the checklist's last step)",
    access: "brandContent.read",
    params: placementParamsSchema,
    response: okSchema,
  },
});
