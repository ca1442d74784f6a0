import { z } from "zod";
import { brandLanguagesSchema, defaultBrandLanguages } from "./translations.js";
import {
  brandParamsSchema,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  NON_BLANK,
  NON_EMPTY_BODY,
  okSchema,
  pageOf,
  pageQuerySchema,
  uidSchema,
} from "./common.js";
import { embedOriginsSchema } from "./embed-origins.js";
import { tenantInvitationSchema } from "./invitations.js";
import { brandRoleSchema } from "./roles.js";
import { timeZoneSchema } from "./stores.js";
import { defineRoutes } from "./route-def.js";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");

/** How many members a brand can name as approvers. */
export const PUBLISH_APPROVERS_MAX = 50;

export const brandColorsSchema = z.object({ primary: hexColor, accent: hexColor });

export const brandSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  name: z.string(),
  slug: z.string(),
  colors: brandColorsSchema,
  logoUrl: z.string().nullable(),
  /** IANA zone the brand's analytics days are counted in. */
  timezone: z.string().default("UTC"),
  /** The sites allowed to frame the brand's viewer (`/embed/{placementId}`); empty: none. */
  embedOrigins: z.array(z.string()).default([]),
  /** The language its texts are written in and those it translates them into (see the Translations view). */
  languages: brandLanguagesSchema.default(defaultBrandLanguages),
  /** Publishing goes through publish requests that a brand admin approves; direct publishes are refused (409). */
  requirePublishApproval: z.boolean().default(false),
  /** Brand members who may approve or reject publish requests besides brand admins (uids). */
  publishApprovers: z.array(z.string()).default([]),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  createdBy: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

const brandNameSchema = z.string().trim().min(1, "Brand name is required").max(80, "Brand name is too long").meta(NON_BLANK);

export const createBrandSchema = z
  .object({
    name: brandNameSchema,
    colors: brandColorsSchema.optional(),
  })
  .strict();
export type CreateBrand = z.input<typeof createBrandSchema>;

export const updateBrandSchema = z
  .object({
    name: brandNameSchema.optional(),
    colors: brandColorsSchema.optional(),
    timezone: timeZoneSchema.optional(),
    /** Replaces the list of sites allowed to frame the brand's viewer (origins, https; http only on loopback). */
    embedOrigins: embedOriginsSchema.optional(),
    /** The default language and those the brand translates into; texts of a removed language are kept, unpublished. */
    languages: brandLanguagesSchema.optional(),
    /** Turns approval to publish on or off (brand admins: `brand.update`). */
    requirePublishApproval: z.boolean().optional(),
    /** Replaces the named approvers: members of the brand (any role) who may also decide publish requests; others are 422. */
    publishApprovers: z
      .array(uidSchema)
      .max(PUBLISH_APPROVERS_MAX, `At most ${PUBLISH_APPROVERS_MAX} named approvers`)
      .refine((uids) => new Set(uids).size === uids.length, "Each approver is named once")
      .optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateBrand = z.input<typeof updateBrandSchema>;

export const listBrandsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(80).optional(),
});
export type ListBrandsQuery = z.input<typeof listBrandsQuerySchema>;

export const brandMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: brandRoleSchema,
  status: z.enum(["invited", "active"]),
  createdAt: isoDateTimeSchema,
});
export type BrandMember = z.infer<typeof brandMemberSchema>;

export const addBrandMemberSchema = z.object({ email: emailSchema, role: brandRoleSchema }).strict();
export type AddBrandMember = z.input<typeof addBrandMemberSchema>;

export const addBrandMemberResultSchema = z.object({
  /** The brand member; null when the person is not in the workspace yet and was invited instead. */
  member: brandMemberSchema.nullable(),
  /** The workspace invitation that carries this brand role until it is accepted. */
  invitation: tenantInvitationSchema.nullable(),
  /** The new invitation's link, present only when this call created the invitation. */
  inviteLink: z.string().nullable(),
});

export const updateBrandMemberSchema = z.object({ role: brandRoleSchema }).strict();
export const brandMemberParamsSchema = z.object({ brandId: idSchema, uid: uidSchema }).strict();

/** Brands and the people of each brand. */
export const brandRoutes = defineRoutes({
  listBrands: {
    method: "get",
    path: "/v1/brands",
    summary: "Brands the caller can see, by name, with cursor pagination and name search",
    access: "brands.list",
    query: listBrandsQuerySchema,
    response: pageOf(brandSchema),
  },
  createBrand: {
    method: "post",
    path: "/v1/brands",
    summary: "Create a brand",
    access: "brands.create",
    body: createBrandSchema,
    response: brandSchema,
    successStatus: 201,
  },
  getBrand: {
    method: "get",
    path: "/v1/brands/:brandId",
    summary: "One brand",
    access: "brand.read",
    params: brandParamsSchema,
    response: brandSchema,
  },
  updateBrand: {
    method: "patch",
    path: "/v1/brands/:brandId",
    summary: "Rename a brand, or change its colours, time zone, embedding sites or languages",
    access: "brand.update",
    params: brandParamsSchema,
    body: updateBrandSchema,
    response: brandSchema,
  },
  deleteBrand: {
    method: "delete",
    path: "/v1/brands/:brandId",
    summary: "Delete a brand and everything under it",
    access: "brands.delete",
    sensitive: true,
    params: brandParamsSchema,
    response: okSchema,
  },
});

/** The people of a brand and their roles. */
export const brandMemberRoutes = defineRoutes({
  listBrandMembers: {
    method: "get",
    path: "/v1/brands/:brandId/members",
    summary: "People with a role on the brand",
    access: "brandMembers.read",
    params: brandParamsSchema,
    query: pageQuerySchema,
    response: pageOf(brandMemberSchema),
  },
  addBrandMember: {
    method: "post",
    path: "/v1/brands/:brandId/members",
    summary: "Give a person a role on the brand; someone not in the workspace yet is invited to it, and gets the role on accepting",
    access: "brandMembers.manage",
    sensitive: true,
    params: brandParamsSchema,
    body: addBrandMemberSchema,
    response: addBrandMemberResultSchema,
    successStatus: 201,
  },
  updateBrandMember: {
    method: "patch",
    path: "/v1/brands/:brandId/members/:uid",
    summary: "Change a person's role on the brand",
    access: "brandMembers.manage",
    sensitive: true,
    params: brandMemberParamsSchema,
    body: updateBrandMemberSchema,
    response: brandMemberSchema,
  },
  removeBrandMember: {
    method: "delete",
    path: "/v1/brands/:brandId/members/:uid",
    summary: "Remove a person's role on the brand",
    access: "brandMembers.manage",
    sensitive: true,
    params: brandMemberParamsSchema,
    response: okSchema,
  },
});
